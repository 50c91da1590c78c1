import type { ContentNode } from '../../shared/content/content-node';
import type { Course } from '../../shared/content/course';
import type { ContentEvent } from '../../shared/content/content-event';
import type { Inspiration } from '../../shared/content/inspiration';
import type { MenuResponse } from '../../shared/content/menu';
import type { Page } from '../../shared/content/page';
import type { Programme } from '../../shared/content/programme';
import type { SearchRecord } from '../../shared/content/search-record';
import type { PageData } from '../app/page-data';

/**
 * The data each content loader of the worker returns (worker/loaders). Fields are optional where
 * the frame loader (`{ meta }`) may still answer, so pages degrade to their frame.
 */

/** Listings a page shows in its listing and explorer sections. */
export interface Listings {
  courses: SearchRecord[];
  programmes: SearchRecord[];
  inspiration: Inspiration[];
}

export interface HomeData extends PageData {
  page?: Page;
  listings?: Listings;
}

export interface ContentPageData extends PageData {
  page?: Page;
  parent?: Page;
  children?: Page[];
  listings?: Listings;
}

export interface CourseData extends PageData {
  course?: Course;
  structuredData?: object;
}

export interface ProgrammeData extends PageData {
  programme?: Programme;
}

export interface InspirationData extends PageData {
  article?: Inspiration;
  related?: Inspiration[];
}

export interface ScheduleData extends PageData {
  event?: ContentEvent;
  item?: Course | Programme;
  icsUrl?: string;
}

export interface SitemapData extends PageData {
  sections?: { title: string; entries: { title: string; url: string }[] }[];
}

export interface PreviewData extends PageData {
  node?: ContentNode;
  preview?: { active: boolean; staff: boolean };
}

/** The root loader's data with the menu (the menu is absent until the content loaders land). */
export interface RootContentData {
  menu?: MenuResponse;
}
