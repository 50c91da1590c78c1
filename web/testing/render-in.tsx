import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Language } from '../../shared/i18n/languages';
import { I18nProvider } from '../app/i18n-context';
import { SiteDataProvider, type SiteData } from '../app/site-data';
import { testSiteData } from './test-site-data';

/**
 * Renders `ui` for a component test as a page in `language` has it: below the site's data (the
 * embedded site's configuration unless `site` says otherwise) and the language's message
 * provider (the catalogues themselves come from the component config's setup). Not for production code.
 */
export function renderIn(language: Language, ui: ReactNode, site: SiteData = testSiteData()): RenderResult {
  return render(
    <SiteDataProvider value={site}>
      <I18nProvider language={language}>{ui}</I18nProvider>
    </SiteDataProvider>,
  );
}
