import type { ContentNode } from '../../shared/content/content-node';
import { useI18n } from '../app/i18n-context';
import { usePageData } from '../app/page-data';
import { CatalogueItemView } from '../catalogue/catalogue-item-view';
import { ContentPageView } from '../content/content-page-view';
import { InspirationView } from '../content/inspiration-view';
import { ProgrammeCourses } from '../catalogue/programme-courses';
import { RefreshButton } from '../header/refresh-button';
import { Island } from '../islands/island';
import { PlaceholderPage } from './placeholder-page';

function PreviewBody({ node }: { node: ContentNode }) {
  switch (node.type) {
    case 'page':
      return <ContentPageView page={node} childPages={[]} />;
    case 'course':
      return <CatalogueItemView item={node} />;
    case 'programme':
      return <CatalogueItemView item={node} extra={<ProgrammeCourses programme={node} />} />;
    case 'inspiration':
      return <InspirationView article={node} related={[]} />;
  }
}

/** A content item as staff preview it: a banner saying what they see, with a refresh button. */
export function PreviewPage() {
  const { node, preview } = usePageData('preview');
  const { t } = useI18n();
  if (!node) return <PlaceholderPage />;
  return (
    <div className="preview-page" data-testid="preview-page">
      <div className="preview-banner" role="status">
        <div className="preview-banner__inner">
          <strong>{t('content.preview')}</strong>
          {!node.published ? <span className="badge badge--warning">{t('content.unpublished')}</span> : null}
          <span>{preview.staff ? t('content.preview_staff') : t('content.preview_public')}</span>
          {preview.active ? <Island name="refresh" component={RefreshButton} props={{ label: t('content.preview_refresh') }} /> : null}
        </div>
      </div>
      <PreviewBody node={node} />
    </div>
  );
}
