import { usePageData } from '../app/page-data';
import { CatalogueItemView } from '../components/catalogue-item-view';
import { PlaceholderPage } from './placeholder-page';
import type { CourseData } from './content-data';

/** JSON for an inline script: `<` escaped so the data can never close the script element. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A course page with its schema.org Course data (a JSON block, which browsers never execute). */
export function CoursePage() {
  const { course, structuredData } = usePageData<CourseData>();
  if (!course) return <PlaceholderPage />;
  return (
    <>
      {structuredData ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data as JSON, escaped for a script element by jsonForScript
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />
      ) : null}
      <CatalogueItemView item={course} />
    </>
  );
}
