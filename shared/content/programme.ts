import { z } from 'zod';
import { LineSchema, PostIdSchema, SlugSchema } from './content-primitives';
import { catalogueItemShape } from './course';

/** A course that is part of a programme, as a link to its page. */
export const ProgrammeCourseSchema = z.object({
  id: PostIdSchema,
  slug: SlugSchema,
  title: LineSchema,
});
export type ProgrammeCourse = z.infer<typeof ProgrammeCourseSchema>;

/**
 * A programme page: `/program/{slug}` and `/en/programme/{slug}`. A programme bundles courses;
 * its events carry the package price, lower than booking the courses one by one.
 */
export const ProgrammeSchema = z.object({
  ...catalogueItemShape,
  type: z.literal('programme'),
  department: z.literal('programme'),
  highlights: z.array(LineSchema).max(12),
  courses: z.array(ProgrammeCourseSchema).max(30),
});
export type Programme = z.infer<typeof ProgrammeSchema>;
