import { usePageData } from '../app/page-data';
import { ContentPageView } from '../components/content-page-view';
import { PlaceholderPage } from './placeholder-page';
import type { ContentPageData } from './content-data';

/** A generic page at /{slug} or /{slug}/{child}. */
export function ContentPage() {
  const { page, parent, children, listings } = usePageData<ContentPageData>();
  if (!page) return <PlaceholderPage />;
  return <ContentPageView page={page} parent={parent} childPages={children ?? []} listings={listings} />;
}
