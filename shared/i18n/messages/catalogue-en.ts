import { cartEn } from '../../cart/messages-en';
import { checkoutEn } from '../../checkout/messages-en';
import { contentEn } from '../../content/messages-en';
import { errorsEn } from '../../errors/messages-en';
import { searchEn } from '../../search/messages-en';
import { deepMerge } from './deep-merge';
import { en as core } from './en';

/**
 * The English catalogue: the core interface texts merged with each feature's own texts. A module
 * of its own, so that the browser loads only the language of the page (web/app/messages.ts).
 */
export const catalogueEn = deepMerge(deepMerge(deepMerge(deepMerge(deepMerge(core, errorsEn), cartEn), contentEn), searchEn), checkoutEn);
