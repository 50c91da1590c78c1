import * as z from 'zod/mini';
import type { SearchOptions } from '../content/search-options';
import { LANGUAGES } from '../i18n/languages';
import { searchResponseSchema, type FacetCounts } from './search-request';

/** One entry of a filter select: its value and whether choosing it would give no hits. */
export const filterOptionSchema = z.object({
  name: z.string(),
  disabled: z.boolean(),
  icon: z._default(z.nullable(z.string()), null),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** The options of the explorer's three selects (the fourth filter is the date picker). */
export const explorerOptionsSchema = z.object({
  forms: z.array(filterOptionSchema),
  categories: z.array(filterOptionSchema),
  locations: z.array(filterOptionSchema),
});
export type ExplorerOptions = z.infer<typeof explorerOptionsSchema>;

/** The other language's hits of a site search that found nothing (shared/search/no-results-help.ts). */
export const otherLanguageHitsSchema = z.object({ language: z.enum(LANGUAGES), nbHits: z.int().check(z.gte(1)) });

/** What `GET /api/search` answers: the search response plus the filter options, and the other language's hits when it found nothing. */
export const explorerResultSchema = z.extend(searchResponseSchema, {
  options: explorerOptionsSchema,
  otherLanguage: z.optional(otherLanguageHitsSchema),
});
export type ExplorerResult = z.infer<typeof explorerResultSchema>;

function hasHits(counts: Readonly<Record<string, number>> | undefined, name: string): boolean {
  if (!counts) return false;
  const key = name.toLowerCase();
  return Object.entries(counts).some(([value, count]) => count > 0 && value.toLowerCase() === key);
}

/**
 * The filter options of the content's search options (locations in their fixed order, categories
 * with icons, educational forms), each `disabled` when the disjunctive facet counts give it no
 * hits. No search options (a failing content service) give empty lists.
 */
export function explorerOptions(options: SearchOptions | null, facets: FacetCounts): ExplorerOptions {
  if (!options) return { forms: [], categories: [], locations: [] };
  return {
    forms: options.educationalForms.nodes.map(({ name }) => ({ name, disabled: !hasHits(facets.form, name), icon: null })),
    categories: options.categories.nodes.map(({ name, iconFields }) => ({
      name,
      disabled: !hasHits(facets.categories, name),
      icon: iconFields.icon,
    })),
    locations: options.locations.nodes.map(({ name }) => ({ name, disabled: !hasHits(facets.location, name), icon: null })),
  };
}
