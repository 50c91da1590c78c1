import { cartEn } from '../../cart/messages-en';
import { contentEn } from '../../content/messages-en';
import { cartErrorsEn } from '../../errors/messages-en';
import { searchEn } from '../../search/messages-en';
import { deepMerge } from './deep-merge';
import { en as core } from './en';

/**
 * The English texts of the site's pages: the core interface texts merged with each feature's own
 * texts, all but the checkout's. A module of its own, so that a page run as islands (which has
 * no checkout step) loads only these (web/app/messages.ts).
 */
export const siteCatalogueEn = deepMerge(deepMerge(deepMerge(deepMerge(core, cartErrorsEn), cartEn), contentEn), searchEn);
