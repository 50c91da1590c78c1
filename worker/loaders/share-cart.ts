import { data } from 'react-router';
import type { PageLoader } from './page-loader';
import { staticPageMeta } from './page-meta';

/**
 * `/share-cart/{cartId}/{shareId}`: reads the share from the booking back end, so the shared
 * cart shows even before (or without) JavaScript; an unknown share is a 404.
 */
export const shareCartLoader: PageLoader<'share-cart'> = async (args) => {
  const { params, url, context } = args;
  const result = await context.backend.getShare(params.shareId ?? '');
  if (!result.ok) {
    const status = result.error.statusCode === 404 || result.error.statusCode === 400 ? 404 : 502;
    throw data(null, { status, statusText: status === 404 ? `Page Not Found: ${url.pathname}` : 'Bad Gateway' });
  }
  return { meta: staticPageMeta(args, 'pages.share_cart', { noindex: true }), share: result.value, cartId: params.slug ?? 'default' };
};
