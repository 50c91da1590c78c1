import { usePageData } from '../app/page-data';
import { CatalogueItemView } from '../components/catalogue-item-view';
import { ProgrammeCourses } from '../components/programme-courses';

/** A programme page: its courses and its events. */
export function ProgrammePage() {
  const { programme } = usePageData('programme');
  return <CatalogueItemView item={programme} extra={<ProgrammeCourses programme={programme} />} />;
}
