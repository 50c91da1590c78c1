import { data } from 'react-router';
import type { ShareReadResponse } from '../../shared/schemas/share';
import type { PageLoader } from './page-loader';
import { staticPageMeta } from './page-meta';

/** What the shared-cart page shows: the share as the back end keeps it (never its edit key). */
export interface ShareCartPageData {
  meta: ReturnType<typeof staticPageMeta>;
  share: ShareReadResponse;
  cartId: string;
}

/**
 * `/share-cart/{cartId}/{shareId}`: reads the share from the booking back end, so the shared
 * cart shows even before (or without) JavaScript; an unknown share is a 404.
 */
export const shareCartLoader: PageLoader = async (args) => {
  const { params, url, context } = args;
  const result = await context.backend.getShare(params.shareId ?? '');
  if (!result.ok) {
    const status = result.error.statusCode === 404 || result.error.statusCode === 400 ? 404 : 502;
    throw data(null, { status, statusText: status === 404 ? `Page Not Found: ${url.pathname}` : 'Bad Gateway' });
  }
  const page: ShareCartPageData = { meta: staticPageMeta(args, 'pages.share_cart', { noindex: true }), share: result.value, cartId: params.slug ?? 'default' };
  return page;
};
