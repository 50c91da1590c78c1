import { usePageData } from '../app/page-data';
import { CatalogueItemView } from '../catalogue/catalogue-item-view';
import { ProgrammeCourses } from '../catalogue/programme-courses';

/** A programme page: its courses and its events. */
export function ProgrammePage() {
  const { programme } = usePageData('programme');
  return <CatalogueItemView item={programme} extra={<ProgrammeCourses programme={programme} />} />;
}
