import { usePageData } from '../app/page-data';
import { InspirationView } from '../content/inspiration-view';

/** An inspiration article and related articles. */
export function InspirationPage() {
  const { article, related } = usePageData('inspiration');
  return <InspirationView article={article} related={related} />;
}
