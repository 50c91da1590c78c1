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
 * errors in it back into error responses there).
 */
export function provideHydrationData(): void {
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (block?.textContent) window.__staticRouterHydrationData = JSON.parse(block.textContent);
}
