import type { Language } from '../../shared/i18n/languages';
import type { SiteCatalogue } from '../../shared/i18n/messages/catalogue';
import { hasCatalogue, provideCatalogue } from '../../shared/i18n/translator';

/** One chunk per language of the site's texts without the checkout's, for a page run as islands (web/islands/). */
const siteCatalogueOf: Record<Language, () => Promise<SiteCatalogue>> = {
  sv: () => import('../../shared/i18n/messages/site-catalogue-sv').then((module) => module.siteCatalogueSv),
  en: () => import('../../shared/i18n/messages/site-catalogue-en').then((module) => module.siteCatalogueEn),
};

/**
 * Loads and provides a language's texts without the checkout's, unless they are already there: a
 * page run as islands has no checkout step. A module apart from messages.ts, so that the islands'
 * bundle never refers to the full catalogue (whose chunk would then split the site's texts off
 * into a file of their own).
 */
export async function loadSiteMessages(language: Language): Promise<void> {
  if (!hasCatalogue(language)) provideCatalogue(language, await siteCatalogueOf[language]());
}
