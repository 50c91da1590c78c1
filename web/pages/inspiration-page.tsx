import { usePageData } from '../app/page-data';
import { InspirationView } from '../components/inspiration-view';
import { PlaceholderPage } from './placeholder-page';
import type { InspirationData } from './content-data';

/** An inspiration article and related articles. */
export function InspirationPage() {
  const { article, related } = usePageData<InspirationData>();
  if (!article) return <PlaceholderPage />;
  return <InspirationView article={article} related={related ?? []} />;
}
