import { usePageData } from '../app/page-data';
import { CatalogueItemView } from '../components/catalogue-item-view';
import { ProgrammeCourses } from '../components/programme-courses';
import { PlaceholderPage } from './placeholder-page';
import type { ProgrammeData } from './content-data';

/** A programme page: its courses and its events. */
export function ProgrammePage() {
  const { programme } = usePageData<ProgrammeData>();
  if (!programme) return <PlaceholderPage />;
  return <CatalogueItemView item={programme} extra={<ProgrammeCourses programme={programme} />} />;
}
