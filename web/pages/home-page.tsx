import { Link } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { usePageData } from '../app/page-data';

/** The home page. The catalogue explorer and content blocks come with the content and search issues. */
export function HomePage() {
  const { meta } = usePageData();
  const { language, t } = useI18n();
  return (
    <section className="hero">
      <div className="hero__inner">
        <p className="eyebrow">{t('site.name')}</p>
        <h1>{t('pages.home')}</h1>
        <p className="lead">{meta.description}</p>
        <Link className="button button--primary" to={pathFor('search', language)}>
          {t('cta.go_search')}
        </Link>
      </div>
    </section>
  );
}
