import { useEffect, useMemo, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useLocation, useMatches, useRouteError } from 'react-router';
import { languageOfPath, type Language } from '../../shared/i18n/languages';
import { errorPageText } from '../../shared/errors/error-page-text';
import { FocusedLayout } from '../layouts/focused-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { ErrorPage } from '../pages/error-page';
import { HeadTags } from '../ui/head-tags';
import { useHydrated } from '../lib/use-hydrated';
import { I18nProvider, useI18n } from './i18n-context';
import { useRouterRootData, useShownPageData } from './page-data';
import { PageAlternatesProvider } from './page-alternates';
import { PageTopOnNavigation } from './page-top-on-navigation';
import { RouterNavigation } from './router-navigation';
import { SiteDataProvider, useRootData, type SiteData } from './site-data';
import { routeHandleOf, type RouteHandle } from '../../shared/routing/route-handle';
import { runsAsApp } from '../../shared/routing/route-table';
import { rememberLanguage } from '../lib/remember-language';

function useLeafHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return routeHandleOf(matches[matches.length - 1]?.handle);
}

function LayoutFor({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  if (handle.layout === 'default') return <DefaultLayout>{children}</DefaultLayout>;
  return <FocusedLayout variant={handle.layout}>{children}</FocusedLayout>;
}

function PageHead() {
  const data = useShownPageData();
  const { t } = useI18n();
  return data ? <HeadTags meta={data.meta} siteName={t('site.name')} /> : null;
}

/**
 * The shown page's alternates for the language switch, so that the server renders its link to the
 * counterpart on the app's pages. A page run as islands gets none: its header is the one rendered
 * once per language (docs/decisions/018), and must render the same within any page.
 */
function ShownPageAlternates({ handle, children }: { handle: RouteHandle | undefined; children: ReactNode }) {
  const data = useShownPageData();
  return <PageAlternatesProvider value={runsAsApp(handle?.name) ? (data?.meta.alternates ?? null) : null}>{children}</PageAlternatesProvider>;
}

/**
 * Keeps <html lang> right after client-side navigation between languages, and marks the root
 * once hydrated, which tests and analytics wait for: not at the end of hydration itself but once
 * everything that changes after it (`useHydrated`, switched in one transition) is on screen.
 */
function DocumentLanguage({ language }: { language: string }) {
  const hydrated = useHydrated();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    if (hydrated) document.getElementById('root')?.setAttribute('data-hydrated', 'true');
  }, [hydrated]);
  return null;
}

/**
 * Remembers the language of the page in the language cookie whenever it changes, whether by a
 * link into the other language's pages or by the selector, so that the root
 * path later sends the visitor to the language they last used.
 */
function RememberLanguage({ language }: { language: Language }) {
  const secure = useRootData().config.cookieSecure;
  useEffect(() => rememberLanguage(language, secure), [language, secure]);
  return null;
}

/**
 * What every component reads besides its props, from react-router: the site's data and its
 * navigation port (web/app/site-data.tsx, web/app/navigation.tsx).
 */
function RouterSite({ children }: { children: ReactNode }) {
  const root = useRouterRootData();
  const shown = useShownPageData();
  const previewPage = shown !== undefined && 'preview' in shown && shown.preview.active;
  const site = useMemo<SiteData | null>(() => (root ? { root, previewPage } : null), [root, previewPage]);
  // Without root data (its loader failed) the error boundary shows instead.
  if (!site) throw new Error('The root route has no data');
  return (
    <SiteDataProvider value={site}>
      <RouterNavigation>{children}</RouterNavigation>
    </SiteDataProvider>
  );
}

/** The root route: picks the language and layout from the matched page route. */
export function Root() {
  const handle = useLeafHandle();
  const location = useLocation();
  const language = handle?.language ?? languageOfPath(location.pathname);
  return (
    <RouterSite>
      <I18nProvider language={language}>
        <DocumentLanguage language={language} />
        <RememberLanguage language={language} />
        <PageTopOnNavigation />
        {/* Back and forward return to where the visitor was on that page once it is rendered again:
            the browser's own restoring runs before the app has rendered the page and so stops short. */}
        <ScrollRestoration />
        <PageHead />
        <ShownPageAlternates handle={handle}>
          <LayoutFor handle={handle ?? { name: 'not-found', language, layout: 'default' }}>
            <Outlet />
          </LayoutFor>
        </ShownPageAlternates>
      </I18nProvider>
    </RouterSite>
  );
}

/** Status and visitor-safe detail of whatever a loader or component threw. */
export function describeRouteError(error: unknown): { status: number; detail?: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, detail: error.statusText || undefined };
  }
  return { status: 500 };
}

/** The root error boundary: the error page inside the default layout, in the path's language. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const { status, detail } = describeRouteError(error);
  return (
    <RouterSite>
      <I18nProvider language={language}>
        <DocumentLanguage language={language} />
        <ErrorHead status={status} />
        <DefaultLayout>
          <ErrorPage status={status} detail={detail} />
        </DefaultLayout>
      </I18nProvider>
    </RouterSite>
  );
}

function ErrorHead({ status }: { status: number }) {
  const { t } = useI18n();
  const title = t(errorPageText(status).titleKey);
  return (
    <>
      <title>{`${title.trim()} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
