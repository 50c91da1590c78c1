import { z } from 'zod';
import { CategoryIdSchema } from '../schemas/category-id';
import { ContentEventSchema } from './content-event';
import { LineSchema } from './content-primitives';
import { contentItemShape } from './content-item';

/** Catalogue fields shared by courses and programmes. */
export const catalogueItemShape = {
  ...contentItemShape,
  /** The booking category; it decides the currency and the checkout rules. */
  category: CategoryIdSchema,
  /** Subject area, one of the search options' categories (e.g. 'Ledarskap'). */
  topic: LineSchema,
  /** Educational form, one of the search options' forms (e.g. 'Klassrum'). */
  educationalForm: LineSchema,
  /** Upcoming and past events, by start date. */
  events: z.array(ContentEventSchema).max(200),
};

/** A course page: `/kurs/{slug}` and `/en/course/{slug}`. */
export const CourseSchema = z.object({
  ...catalogueItemShape,
  type: z.literal('course'),
  department: z.literal('course'),
  /** Short bullet points of what a participant learns. */
  highlights: z.array(LineSchema).max(12),
});
export type Course = z.infer<typeof CourseSchema>;
