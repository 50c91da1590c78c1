import { z } from 'zod';
import { IsoDateSchema } from '../schemas/primitives';
import { LineSchema, PostIdSchema } from './content-primitives';
import { contentItemShape } from './content-item';

/** An inspiration article: `/inspiration/{slug}` in both languages. */
export const InspirationSchema = z.object({
  ...contentItemShape,
  type: z.literal('inspiration'),
  /** Subject area, as for courses; null for general articles. */
  topic: LineSchema.nullable(),
  author: z.object({ name: LineSchema, role: z.string().max(300) }),
  readingMinutes: z.int().positive().max(120),
  publishedDate: IsoDateSchema,
  /** Courses and programmes the article recommends (post ids of the same language). */
  relatedItemIds: z.array(PostIdSchema).max(12),
});
export type Inspiration = z.infer<typeof InspirationSchema>;
