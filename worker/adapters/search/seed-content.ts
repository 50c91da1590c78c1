import { buildSearchRecord, civilFromEpochMs, type SearchOptions, type SearchRecord } from '../../../shared/content';
import type { Language } from '../../../shared/i18n/languages';
import { buildCatalogue, type Catalogue } from '../../embedded/content/seed';
import type { ContentPort } from '../../ports/content';

let cached: { day: string; catalogue: Catalogue } | null = null;

function catalogueOf(now: number): Catalogue {
  const today = civilFromEpochMs(now);
  const day = `${today.year}-${today.month}-${today.day}`;
  if (cached?.day !== day) cached = { day, catalogue: buildCatalogue(today) };
  return cached.catalogue;
}

/**
 * The search records and options straight from the repo's seed, for a request context without a
 * content service: the same records the embedded content service builds (buildSearchRecord).
 */
export const seedSearchContent: Pick<ContentPort, 'searchRecords'> & { searchOptionsOf(language: Language): SearchOptions } = {
  async searchRecords(language: Language): Promise<SearchRecord[]> {
    const catalogue = catalogueOf(Date.now());
    return [...catalogue.courses, ...catalogue.programmes]
      .filter((item) => item.language === language && item.published)
      .map((item) => buildSearchRecord(item, catalogue.today));
  },
  searchOptionsOf: (language) => catalogueOf(Date.now()).searchOptions[language],
};
