import type { MessageKey } from '../i18n/translator';

/** What the error page says for a status: its title and its message (keys of the site's messages). */
export interface ErrorPageText {
  titleKey: MessageKey;
  messageKey: MessageKey;
  /**
   * Whether an expected error's detail (such as 'Page Not Found: /x') may be shown: not when an
   * outside service failed, which tells the visitor nothing and the page exists.
   */
  showsDetail: boolean;
}

/** 502, 503 and 504: an outside service failed (a bad answer, known to be down, no answer in time); the page exists. */
function isServiceFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/**
 * The texts of the error page by status, the one home of them for both error pages: the app's
 * (web/pages/error-page.tsx, and its document title) and the plain fallback document the worker
 * sends when the app cannot render (worker/fallback-error-page.tsx). 404 and 500 have titles of
 * their own; an outside service's failure says the service is not answering, not that the page
 * is gone; 429 (a lookup limit) says to try again in a minute; anything else is 'Something went wrong'.
 */
export function errorPageText(status: number): ErrorPageText {
  if (isServiceFailure(status)) return { titleKey: 'error.title_unavailable', messageKey: 'error.unavailable', showsDetail: false };
  // Over a lookup limit (the client's, or all clients' for an upstream): the page may well exist.
  if (status === 429) return { titleKey: 'error.title_busy', messageKey: 'error.busy', showsDetail: false };
  const titleKey: MessageKey = status === 404 ? 'error.title_404' : status === 500 ? 'error.title_500' : 'error.title_other';
  return { titleKey, messageKey: 'error.page_gone', showsDetail: true };
}
