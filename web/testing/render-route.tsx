import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import type { Language } from '../../shared/i18n/languages';
import { I18nProvider } from '../app/i18n-context';
import { RouterNavigation } from '../app/router-navigation';
import { SiteDataProvider } from '../app/site-data';
import { testSiteData } from './test-site-data';

/** The embedded site's data, as its pages have it. */
const SITE = testSiteData();

/**
 * Renders a route component at `path` for a component test, as the app runs it: inside
 * react-router (`createRoutesStub`), the site's navigation on the router, and the messages of
 * `language`, below the embedded site's data. Other addresses render their path, so a test can see where a link or a step led.
 * `routePath` is the route's pattern where the page reads a parameter (`/application/:slug/customer`).
 * Not for production code.
 */
export function renderRoute(language: Language, path: string, Page: ComponentType, routePath?: string): RenderResult {
  const pathname = new URL(path, 'https://site.example').pathname;
  const Stub = createRoutesStub([
    {
      path: routePath ?? pathname,
      Component: () => (
        <SiteDataProvider value={SITE}>
          <I18nProvider language={language}>
            <RouterNavigation>
              <Page />
            </RouterNavigation>
          </I18nProvider>
        </SiteDataProvider>
      ),
    },
    { path: '*', Component: () => <p data-testid="elsewhere">{globalThis.location?.pathname}</p> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
