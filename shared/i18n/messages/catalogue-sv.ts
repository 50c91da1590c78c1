import { cartSv } from '../../cart/messages-sv';
import { checkoutSv } from '../../checkout/messages-sv';
import { contentSv } from '../../content/messages-sv';
import { errorsSv } from '../../errors/messages-sv';
import { searchSv } from '../../search/messages-sv';
import { deepMerge } from './deep-merge';
import { sv as core } from './sv';

/**
 * The Swedish catalogue: the core interface texts merged with each feature's own texts. A module
 * of its own, so that the browser loads only the language of the page (web/app/messages.ts).
 */
export const catalogueSv = deepMerge(deepMerge(deepMerge(deepMerge(deepMerge(core, errorsSv), cartSv), contentSv), searchSv), checkoutSv);
