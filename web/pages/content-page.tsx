import { usePageData } from '../app/page-data';
import { ContentPageView } from '../content/content-page-view';

/** A generic page at /{slug} or /{slug}/{child}. */
export function ContentPage() {
  const { page, parent, children, listings, explorer } = usePageData('page');
  return <ContentPageView page={page} parent={parent} childPages={children} listings={listings} explorer={explorer} />;
}
