import { data } from 'react-router';
import { backendFailureOf } from '../ports/backend';
import type { PageLoader } from './page-loader';
import { staticPageMeta } from './page-meta';

/**
 * `/share-cart/{cartId}/{shareId}`: reads the share from the booking back end, so the shared
 * cart shows even before (or without) JavaScript; an unknown share is a 404, a failing back end
 * its 502, 504 or 503.
 */
export const shareCartLoader: PageLoader<'share-cart'> = async (args) => {
  const { params, url, context } = args;
  // Each made-up share id is new: the read counts against the lookup limits (the client's, all clients').
  await context.beforeLookup('backend');
  const result = await context.backend.getShare(params.shareId ?? '');
  if (!result.ok) {
    if (result.error.statusCode === 404 || result.error.statusCode === 400)
      throw data(null, { status: 404, statusText: `Page Not Found: ${url.pathname}` });
    // The back end failing is the status language's 502, 504 or 503 (with Retry-After) on the
    // translated error page, and nothing built on it is kept.
    context.health.fail('backend', backendFailureOf(result));
    const status = result.error.statusCode === 503 || result.error.statusCode === 504 ? result.error.statusCode : 502;
    if (result.retryAfterSeconds !== undefined) context.health.retryAfterSeconds = result.retryAfterSeconds;
    throw data(null, { status, statusText: 'The booking back end is not answering' });
  }
  return { meta: staticPageMeta(args, 'pages.share_cart', { noindex: true }), share: result.value, cartId: params.slug ?? 'default' };
};
