// The inline script of a public page with a tag manager (web/document.tsx): the sandboxed frame.
// Its script element names the container and carries the page's nonce.
import { GTM_CONTAINER_ATTRIBUTE, startTagManager } from '../tag-manager';

/** The frame's loader (entries/tag-manager-frame.ts), compiled and put here by scripts/build/build.mjs. */
declare const TAG_MANAGER_FRAME_LOADER: string;

const script = document.currentScript as HTMLScriptElement;
startTagManager(window, {
  loader: TAG_MANAGER_FRAME_LOADER,
  containerId: script.getAttribute(GTM_CONTAINER_ATTRIBUTE) ?? '',
  nonce: script.nonce,
});
