import { routeDefinition } from '../../shared/routing/route-table';

/**
 * The preview page in each language and its client-navigation payload (`{page}/_payload.json`):
 * the page the CMS's preview links land on, always in preview, taking `post_id` itself.
 */
const PREVIEW_PATHS: ReadonlySet<string> = new Set(
  Object.values(routeDefinition('preview').paths).flatMap((path) => [path, `${path}/_payload.json`]),
);

/** Whether a path is the preview page (either language) or its payload. */
export function isPreviewPage(pathname: string): boolean {
  return PREVIEW_PATHS.has(pathname);
}
