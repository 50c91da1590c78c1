import { lazy, Suspense, type ComponentProps } from 'react';
import type { OverlayResults as OverlayResultsComponent } from './overlay-results';

// Live results validate the search answer with zod; they load on the first search, not with every page.
const OverlayResults = lazy(() => import('./overlay-results').then((module) => ({ default: module.OverlayResults })));

/** The header search's live results, code-split out of the first load. */
export function LazyOverlayResults(props: ComponentProps<typeof OverlayResultsComponent>) {
  return (
    <Suspense fallback={null}>
      <OverlayResults {...props} />
    </Suspense>
  );
}
