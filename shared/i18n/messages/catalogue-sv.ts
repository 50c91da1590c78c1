import { checkoutSv } from '../../checkout/messages-sv';
import { checkoutErrorsSv } from '../../errors/messages-sv';
import { deepMerge } from './deep-merge';
import { siteCatalogueSv } from './site-catalogue-sv';

/**
 * The Swedish catalogue: the site's texts (site-catalogue-sv.ts) with the checkout's. A module of
 * its own, so that the browser loads only the language of the page (web/app/messages.ts).
 */
export const catalogueSv = deepMerge(deepMerge(siteCatalogueSv, checkoutErrorsSv), checkoutSv);
