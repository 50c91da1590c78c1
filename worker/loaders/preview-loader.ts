import { upcomingEvents } from '../../shared/calendar/business-day';
import type { ContentNode } from '../../shared/content';
import { contentMeta, notFound } from './content-meta';
import type { PageLoader } from './page-loader';
import { staticPageMeta, titleKeyOf } from './page-meta';
import { sanitizeNode } from './sanitize-html';

const POST_ID = /^[1-9][0-9]{0,9}$/;

function routeOf(node: ContentNode) {
  return node.type === 'page' ? (node.template === 'home' ? 'home' : 'page') : node.type;
}

/**
 * `/preview?post_id=`: `{ meta, node, preview: { active, staff } }`. The page is always in
 * preview (uncached). An unknown item, or an unpublished one without a valid staff token, gives
 * `node: null` (200, noindex) so that the page can tell staff to get a token; nothing of the
 * item leaves the worker. A malformed post id is a 404.
 */
export const previewLoader: PageLoader<'preview'> = async (args) => {
  const postId = args.url.searchParams.get('post_id') ?? '';
  if (!POST_ID.test(postId) || Number(postId) > 2_147_483_647) notFound(args.url);
  const [found, preview] = await Promise.all([args.context.content.preview(Number(postId)), args.context.preview]);
  const state = { active: preview.active, staff: preview.staff };
  if (!found) return { meta: staticPageMeta(args, titleKeyOf(args.route), { noindex: true }), node: null, preview: state };
  const node = 'events' in found ? { ...found, events: upcomingEvents(found.events, Date.now()) } : found;
  const meta = contentMeta(
    { ...args, language: found.language },
    routeOf(found),
    { ...found, parentSlug: found.type === 'page' ? found.parentSlug : null },
    { noindex: true },
  );
  return { meta, node: sanitizeNode(node), preview: state };
};
