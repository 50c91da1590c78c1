import { useI18n } from '../app/i18n-context';
import { useShownPageData } from '../app/page-data';

/** Frame of a page whose content arrives in a later issue: the heading and a short note. */
export function PlaceholderPage() {
  const meta = useShownPageData()?.meta;
  const { t } = useI18n();
  return (
    <section className="page-section">
      <h1 tabIndex={-1}>{meta?.title}</h1>
      <p className="lead">{t('pages.coming_soon')}</p>
    </section>
  );
}
