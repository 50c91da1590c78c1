import { usePageData } from '../app/page-data';
import { CatalogueItemView } from '../catalogue/catalogue-item-view';

/** JSON for an inline script: `<` escaped so the data can never close the script element. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A course page with its schema.org Course data (a JSON block, which browsers never execute). */
export function CoursePage() {
  const { course, structuredData } = usePageData('course');
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: structured data as JSON, escaped for a script element by jsonForScript */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />
      <CatalogueItemView item={course} />
    </>
  );
}
