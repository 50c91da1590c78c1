import { contentEn } from './messages-en';
import { contentSv } from './messages-sv';

/**
 * Swedish and English texts of the content pages, listing cards, video, header and menus,
 * merged into the i18n catalogue (shared/i18n/messages/catalogue.ts).
 */
export const contentMessages = { sv: contentSv, en: contentEn };
