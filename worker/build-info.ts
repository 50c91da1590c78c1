import { z } from 'zod';
import { INLINE_SCRIPT_NAMES, ISLAND_BUNDLE_NAMES } from '../shared/rendering/client-assets';
import generated from './generated/build-info.json';

const buildInfoSchema = z.object({
  buildId: z.string().min(1),
  timestamp: z.number().int(),
  assets: z.object({
    entry: z.string(),
    css: z.array(z.string()),
    beforeFirstPaint: z.string(),
    inlineScripts: z.record(z.enum(INLINE_SCRIPT_NAMES), z.string().min(1)),
    preload: z.array(z.string()),
    messages: z.object({ sv: z.array(z.string()), en: z.array(z.string()) }),
    islands: z.record(
      z.enum(ISLAND_BUNDLE_NAMES),
      z.object({
        entry: z.string(),
        preload: z.array(z.string()),
        messages: z.object({ sv: z.array(z.string()), en: z.array(z.string()) }),
      }),
    ),
  }),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The client build this worker serves (written by scripts/build/build.mjs before the worker is bundled). */
export const buildInfo: BuildInfo = buildInfoSchema.parse(generated);
