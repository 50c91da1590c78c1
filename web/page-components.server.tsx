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
import { ApplicationAttachmentsPage } from './application/application-attachments-page';
import { ApplicationCustomerPage } from './application/application-customer-page';
import { ApplicationStatusPage } from './application/application-status-page';
import { CheckoutBookingPage } from './checkout/checkout-booking-page';
import { CheckoutConfirmPage } from './checkout/checkout-confirm-page';
import { CheckoutCustomerPage } from './checkout/checkout-customer-page';
import { ApplicationIndexPage } from './checkout/checkout-index-page';
import { CheckoutStatusPage } from './checkout/checkout-status-page';
import { ShareCartPage } from './share/share-cart-page';
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
  checkout: CheckoutCustomerPage,
  'checkout-customer': CheckoutCustomerPage,
  'checkout-booking': CheckoutBookingPage,
  'checkout-confirm': CheckoutConfirmPage,
  'checkout-status': CheckoutStatusPage,
  'share-cart': ShareCartPage,
  application: ApplicationIndexPage,
  'application-cart': ApplicationAttachmentsPage,
  'application-attachments': ApplicationAttachmentsPage,
  'application-customer': ApplicationCustomerPage,
  'application-status': ApplicationStatusPage,
};

/** Page components for server rendering, imported eagerly. */
export const serverPageComponents: PageComponents = (name) => ({ Component: components[name] ?? PlaceholderPage });
