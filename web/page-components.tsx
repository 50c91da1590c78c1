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

/**
 * Each route's page component, for the server's render and the app in the browser alike. The app
 * imports them all, not one code-split chunk per page: esbuild cuts the modules that an entry and
 * its dynamic imports share into one chunk per set of importers, which made a checkout step's
 * first load 39 files, and starting each request costs a phone's main thread a few milliseconds
 * (docs/decisions/014). Pages of the default layout run as islands (web/islands/), so only the
 * app's own pages (checkout, application, shared cart) and client-side navigations from them use
 * these in the browser.
 */
export function pageComponent(name: RouteName): ComponentType {
  return components[name] ?? PlaceholderPage;
}
