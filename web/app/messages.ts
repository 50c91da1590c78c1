import type { Language } from '../../shared/i18n/languages';
import type { MessageCatalogue } from '../../shared/i18n/messages/catalogue';
import { hasCatalogue, provideCatalogue } from '../../shared/i18n/translator';

/** One chunk per language: a page downloads only the texts it shows. */
const catalogueOf: Record<Language, () => Promise<MessageCatalogue>> = {
  sv: () => import('../../shared/i18n/messages/catalogue-sv').then((module) => module.catalogueSv),
  en: () => import('../../shared/i18n/messages/catalogue-en').then((module) => module.catalogueEn),
};

/**
 * Loads and provides a language's texts unless they are already there: before hydrating (the
 * page's language, preloaded by the document) and before showing a page in another language.
 */
export async function loadMessages(language: Language): Promise<void> {
  if (!hasCatalogue(language)) provideCatalogue(language, await catalogueOf[language]());
}
