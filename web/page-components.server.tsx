import type { ComponentType } from 'react';
import type { RouteName } from '../shared/routing/route-table';
import { ContentPage } from './pages/content-page';
import { CoursePage } from './pages/course-page';
import { HomePage } from './pages/home-page';
import { InspirationPage } from './pages/inspiration-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { PreviewPage } from './pages/preview-page';
import { ProgrammePage } from './pages/programme-page';
import { SchedulePage } from './pages/schedule-page';
import { SitemapPage } from './pages/sitemap-page';
import type { PageComponents } from './routes';
import { SearchResultsPage } from './search/search-results-page';

const components: Partial<Record<RouteName, ComponentType>> = {
  home: HomePage,
  search: SearchResultsPage,
  page: ContentPage,
  course: CoursePage,
  programme: ProgrammePage,
  inspiration: InspirationPage,
  schedule: SchedulePage,
  sitemap: SitemapPage,
  preview: PreviewPage,
};

/** Page components for server rendering, imported eagerly. */
export const serverPageComponents: PageComponents = (name) => ({ Component: components[name] ?? PlaceholderPage });
