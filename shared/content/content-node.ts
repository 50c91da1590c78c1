import { z } from 'zod';
import { CourseSchema } from './course';
import { InspirationSchema } from './inspiration';
import { PageSchema } from './page';
import { ProgrammeSchema } from './programme';

/** Any content item, as the preview query returns it; `type` tells which kind. */
export const ContentNodeSchema = z.discriminatedUnion('type', [PageSchema, CourseSchema, ProgrammeSchema, InspirationSchema]);
export type ContentNode = z.infer<typeof ContentNodeSchema>;
