import { z } from 'zod';
import { LineSchema } from './content-primitives';
import { IconNameSchema } from './icon-name';
import { LocationSchema } from './location';

/** The filter options of the catalogue explorer in one language. */
export const SearchOptionsSchema = z.object({
  /** Always the five locations in their fixed order. */
  locations: z.object({ nodes: z.array(z.object({ name: LocationSchema })) }),
  /** Subject areas (the explorer's topic filter), each with an icon. */
  categories: z.object({
    nodes: z.array(z.object({ name: LineSchema, iconFields: z.object({ icon: IconNameSchema.nullable() }) })),
  }),
  educationalForms: z.object({ nodes: z.array(z.object({ name: LineSchema })) }),
});
export type SearchOptions = z.infer<typeof SearchOptionsSchema>;

/** Answer of `GET /api/content/search-opts/{languageCode}`. */
export const SearchOptionsResponseSchema = z.object({
  searchOptionsByLanguage: SearchOptionsSchema.nullable(),
});
export type SearchOptionsResponse = z.infer<typeof SearchOptionsResponseSchema>;
