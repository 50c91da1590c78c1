import { checkoutEn } from '../../checkout/messages-en';
import { checkoutErrorsEn } from '../../errors/messages-en';
import { deepMerge } from './deep-merge';
import { siteCatalogueEn } from './site-catalogue-en';

/**
 * The English catalogue: the site's texts (site-catalogue-en.ts) with the checkout's. A module of
 * its own, so that the browser loads only the language of the page (web/app/messages.ts).
 */
export const catalogueEn = deepMerge(deepMerge(siteCatalogueEn, checkoutErrorsEn), checkoutEn);
