import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { languageOfPath } from '../../shared/i18n/languages';
import { watchForNewBuilds } from '../lib/build-watch';
import { reloadOnChunkError } from '../lib/chunk-reload';
import { nextTask } from '../lib/next-task';
import { loadRouteData, prefetchPage } from '../lib/payload';
import { createRoutes, ROOT_ROUTE_ID } from '../routes';
import { hydratedRequestId, provideHydrationData } from './hydration-data';
import { RequestIdContext } from './request-id';
import { loadMessages } from './messages';
import { routesAtStart } from './routes-at-start';

/** Prefetches the data of internal links the visitor hovers or focuses. */
function prefetchOnIntent(): void {
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== location.origin || anchor.target === '_blank') return;
    if (anchor.pathname === location.pathname && anchor.search === location.search) return;
    prefetchPage(new URL(anchor.href));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

/**
 * The app's start, once its modules have evaluated (web/entry-client.tsx): the page's texts, the
 * router on the server's data (with the routes of the page, web/app/routes-at-start.ts), and
 * hydration. The router's start and hydration's first slice each take a task of their own.
 */
export async function startApp(): Promise<void> {
  await loadMessages(languageOfPath(location.pathname));
  const rendered = provideHydrationData();
  const requestId = hydratedRequestId();
  const { routes, patchRoutesOnNavigation } = routesAtStart(
    createRoutes((id, { request }) => loadRouteData(id, request)),
    rendered,
  );
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  router.subscribe((state) => {
    for (const error of Object.values(state.errors ?? {})) reloadOnChunkError(error);
  });
  await nextTask();
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // walking the whole page in one task; a click or key press that arrives meanwhile makes React
  // finish hydrating at once before the event is handled, so nothing is lost.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <RequestIdContext.Provider value={requestId}>
          <RouterProvider router={router} />
        </RequestIdContext.Provider>
      </StrictMode>,
    );
  });
  const rootData = router.state.loaderData[ROOT_ROUTE_ID] as { config?: { buildId?: unknown } } | undefined;
  if (typeof rootData?.config?.buildId === 'string') watchForNewBuilds(rootData.config.buildId);
  prefetchOnIntent();
}
