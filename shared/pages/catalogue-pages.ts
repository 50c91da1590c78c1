import type { ContentEvent } from '../content/content-event';
import type { Course } from '../content/course';
import type { Inspiration } from '../content/inspiration';
import type { Programme } from '../content/programme';
import type { PageMeta } from '../page-meta';

/** `/kurs/{slug}`, `/en/course/{slug}`: the course with its upcoming events and its schema.org `Course` data. */
export interface CoursePageData {
  meta: PageMeta;
  course: Course;
  /** Plain JSON, written into the page's `application/ld+json` block. */
  structuredData: object;
}

/** `/program/{slug}`, `/en/programme/{slug}`: the programme with its courses and upcoming events. */
export interface ProgrammePageData {
  meta: PageMeta;
  programme: Programme;
}

/** `/inspiration/{slug}`: the article and up to three other articles (without their body). */
export interface InspirationPageData {
  meta: PageMeta;
  article: Inspiration;
  related: Inspiration[];
}

/** `/schedule/{course|programme}/{eventId}`: one event, its course or programme, and its calendar file. */
export interface SchedulePageData {
  meta: PageMeta;
  event: ContentEvent;
  item: Course | Programme;
  icsUrl: string;
}
