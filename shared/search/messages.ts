import { searchEn } from './messages-en';
import { searchSv } from './messages-sv';

/**
 * Swedish and English texts of the catalogue explorer, the search page and the search overlay,
 * merged into the i18n catalogue (`search.no_results` is a core text).
 */
export const searchMessages = { sv: searchSv, en: searchEn } as const;
