/** The id of the data block that carries react-router's hydration state (web/document.tsx). */
export const HYDRATION_DATA_ID = 'hydration-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Hands the server's hydration state to react-router, which reads it from
 * `window.__staticRouterHydrationData` when the browser router is created (and turns the route
 * errors in it back into error responses there), and returns the ids of the routes it has data or
 * an error of: the routes the server rendered.
 */
export function provideHydrationData(): ReadonlySet<string> {
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (!block?.textContent) return new Set();
  const data = JSON.parse(block.textContent) as { loaderData?: object | null; errors?: object | null };
  window.__staticRouterHydrationData = data;
  return new Set([...Object.keys(data.loaderData ?? {}), ...Object.keys(data.errors ?? {})]);
}

/**
 * The id of the request that rendered an error page run as the app (web/entry-server.tsx writes
 * it next to the route errors), for the error page's reference to hydrate as rendered; null otherwise.
 */
export function hydratedRequestId(): string | null {
  const data = window.__staticRouterHydrationData;
  if (typeof data !== 'object' || data === null || !('requestId' in data)) return null;
  return typeof data.requestId === 'string' ? data.requestId : null;
}
