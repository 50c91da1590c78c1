import { BUSINESS_COURSES } from './courses-business';
import { DIGITAL_COURSES } from './courses-digital';
import { HR_COURSES } from './courses-hr';
import { PEOPLE_COURSES } from './courses-people';
import { copyCourse } from './copies';
import { copyOf } from './ids';
import type { CourseSeed } from './seed-types';

/** Every seed course, by number. */
export const COURSES: readonly CourseSeed[] = [...PEOPLE_COURSES, ...HR_COURSES, ...BUSINESS_COURSES, ...DIGITAL_COURSES];

/** The seed course with number `n`, or the copy of one a scaled catalogue numbers so. */
export function courseSeed(n: number): CourseSeed {
  const { copy, seed } = copyOf(n);
  const found = COURSES.find((course) => course.n === seed);
  if (!found) throw new Error(`Unknown course ${n}`);
  return copyCourse(found, copy);
}
