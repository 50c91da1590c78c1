import { createContext, useContext } from 'react';

/**
 * The id of the request that rendered the page (the worker's `X-Request-Id`), for the error
 * page's "Error reference": a visitor who quotes it leads to the request's log line. Null where
 * it is not known (a page the browser rendered after a navigation of its own).
 */
export const RequestIdContext = createContext<string | null>(null);

/** The request id of the rendered page, or null. */
export function useRequestId(): string | null {
  return useContext(RequestIdContext);
}
