// The script of the tag manager's frame (web/browser-start/tag-manager.ts writes it into the
// frame's document): its script element names the container and carries the page's nonce.
import { GTM_CONTAINER_ATTRIBUTE, loadTagManagerInFrame } from '../tag-manager';

const script = document.currentScript as HTMLScriptElement;
loadTagManagerInFrame(window, script.getAttribute(GTM_CONTAINER_ATTRIBUTE) ?? '', script.nonce);
