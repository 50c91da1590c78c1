import type { PageMeta } from '../page-meta';
import type { ShareReadResponse } from '../schemas/share';

/** `/share-cart/{cartId}/{shareId}`: the share as the back end keeps it (never its edit key) and the cart it goes into. */
export interface ShareCartPageData {
  meta: PageMeta;
  share: ShareReadResponse;
  cartId: string;
}
