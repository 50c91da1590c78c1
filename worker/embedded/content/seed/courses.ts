import { BUSINESS_COURSES } from './courses-business';
import { DIGITAL_COURSES } from './courses-digital';
import { HR_COURSES } from './courses-hr';
import { PEOPLE_COURSES } from './courses-people';
import type { CourseSeed } from './seed-types';

/** Every seed course, by number. */
export const COURSES: readonly CourseSeed[] = [...PEOPLE_COURSES, ...HR_COURSES, ...BUSINESS_COURSES, ...DIGITAL_COURSES];

/** The seed course with number `n`. */
export function courseSeed(n: number): CourseSeed {
  const found = COURSES.find((course) => course.n === n);
  if (!found) throw new Error(`Unknown course ${n}`);
  return found;
}
