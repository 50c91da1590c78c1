import { Link } from '../app/navigation';
import { useI18n } from '../app/i18n-context';
import { usePageData } from '../app/page-data';

/** The sitemap page: every published page, grouped by kind. */
export function SitemapPage() {
  const { meta, sections } = usePageData('sitemap');
  const { t } = useI18n();
  return (
    <article className="sitemap-page" data-testid="sitemap-page">
      <header className="page-header">
        <div className="page-header__inner">
          <h1 tabIndex={-1}>{meta.title}</h1>
          <p className="lead">{t('content.sitemap_intro')}</p>
        </div>
      </header>
      <div className="page-band">
        <div className="page-band__inner sitemap-page__grid">
          {sections.map((section) => (
            <section key={section.title} className="sitemap-page__section">
              <h2>{section.title}</h2>
              <ul>
                {section.entries.map((entry) => (
                  <li key={entry.url}>
                    <Link to={entry.url}>{entry.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
