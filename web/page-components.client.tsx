import type { ComponentType } from 'react';
import type { RouteName } from '../shared/routing/route-table';
import type { PageComponents } from './routes';

type Lazy = () => Promise<{ Component: ComponentType }>;

const home: Lazy = () => import('./pages/home-page').then((m) => ({ Component: m.HomePage }));
const page: Lazy = () => import('./pages/content-page').then((m) => ({ Component: m.ContentPage }));
const course: Lazy = () => import('./pages/course-page').then((m) => ({ Component: m.CoursePage }));
const programme: Lazy = () => import('./pages/programme-page').then((m) => ({ Component: m.ProgrammePage }));
const inspiration: Lazy = () => import('./pages/inspiration-page').then((m) => ({ Component: m.InspirationPage }));
const schedule: Lazy = () => import('./pages/schedule-page').then((m) => ({ Component: m.SchedulePage }));
const sitemap: Lazy = () => import('./pages/sitemap-page').then((m) => ({ Component: m.SitemapPage }));
const preview: Lazy = () => import('./pages/preview-page').then((m) => ({ Component: m.PreviewPage }));
const search: Lazy = () => import('./search/search-results-page').then((m) => ({ Component: m.SearchResultsPage }));
const checkoutCustomer: Lazy = () => import('./checkout/checkout-customer-page').then((m) => ({ Component: m.CheckoutCustomerPage }));
const checkoutBooking: Lazy = () => import('./checkout/checkout-booking-page').then((m) => ({ Component: m.CheckoutBookingPage }));
const checkoutConfirm: Lazy = () => import('./checkout/checkout-confirm-page').then((m) => ({ Component: m.CheckoutConfirmPage }));
const checkoutStatus: Lazy = () => import('./checkout/checkout-status-page').then((m) => ({ Component: m.CheckoutStatusPage }));
const shareCart: Lazy = () => import('./share/share-cart-page').then((m) => ({ Component: m.ShareCartPage }));
const application: Lazy = () => import('./checkout/checkout-index-page').then((m) => ({ Component: m.ApplicationIndexPage }));
const applicationAttachments: Lazy = () =>
  import('./application/application-attachments-page').then((m) => ({ Component: m.ApplicationAttachmentsPage }));
const applicationCustomer: Lazy = () =>
  import('./application/application-customer-page').then((m) => ({ Component: m.ApplicationCustomerPage }));
const applicationStatus: Lazy = () => import('./application/application-status-page').then((m) => ({ Component: m.ApplicationStatusPage }));
const placeholder: Lazy = () => import('./pages/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

const lazyComponents: Partial<Record<RouteName, Lazy>> = {
  home,
  search,
  page,
  course,
  programme,
  inspiration,
  schedule,
  sitemap,
  preview,
  checkout: checkoutCustomer,
  'checkout-customer': checkoutCustomer,
  'checkout-booking': checkoutBooking,
  'checkout-confirm': checkoutConfirm,
  'checkout-status': checkoutStatus,
  'share-cart': shareCart,
  application,
  'application-cart': applicationAttachments,
  'application-attachments': applicationAttachments,
  'application-customer': applicationCustomer,
  'application-status': applicationStatus,
};

/** Page components for the browser, code-split so a first visit loads only its own page. */
export const clientPageComponents: PageComponents = (name) => lazyComponents[name] ?? placeholder;
