import type { ReactNode } from 'react';
import { useI18n } from '../app/i18n-context';
import { SiteFooter } from '../content/site-footer';
import { SiteHeader } from '../header/site-header';
import { Island } from '../islands/island';

/** The default layout: header, main content, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="layout layout--default">
      <a className="skip-link" href="#main">
        {t('site.skip_to_content')}
      </a>
      <Island name="header" component={SiteHeader} props={{}} />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
