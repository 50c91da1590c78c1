import { cartSv } from '../../cart/messages-sv';
import { contentSv } from '../../content/messages-sv';
import { cartErrorsSv } from '../../errors/messages-sv';
import { searchSv } from '../../search/messages-sv';
import { deepMerge } from './deep-merge';
import { sv as core } from './sv';

/**
 * The Swedish texts of the site's pages: the core interface texts merged with each feature's own
 * texts, all but the checkout's. A module of its own, so that a page run as islands (which has
 * no checkout step) loads only these (web/app/messages.ts).
 */
export const siteCatalogueSv = deepMerge(deepMerge(deepMerge(deepMerge(core, cartErrorsSv), cartSv), contentSv), searchSv);
