import { isCategoryId } from '../schemas/category-ids';
import type { RouteName } from './route-table';

/** Whether one query parameter (decoded key and value) means the same on the other language's page. */
type Carries = (key: string, value: string) => boolean;

/**
 * The explorer's parameters whose values are the same in both languages: the search words (the
 * visitor's own, searched as typed), the tab, the locations (the content's fixed place names, only
 * their labels are translated), the month span and the rows shown. A `category` carries only as
 * one of the three event category ids: a topic or an educational form is a name in the page's
 * language ('Ledarskap', 'Leadership'), which the other language's search does not know.
 */
const EXPLORER_KEYS = new Set(['q', 'department', 'tab', 'location', 'dates', 'rows']);
const explorer: Carries = (key, value) => EXPLORER_KEYS.has(key) || (key === 'category' && isCategoryId(value));

/**
 * Per route, the parameters that mean the same on its counterpart. The search page and the
 * catalogue pages (the generic page route) read the explorer's; the order status page names the
 * signed document. Every other parameter (tracking, a preview's own) stays behind.
 */
const CARRIED: Partial<Record<RouteName, Carries>> = {
  search: explorer,
  page: explorer,
  'checkout-status': (key) => key === 'document',
};

/** A query value longer than the search box takes is nothing a visitor made; it is not carried. */
const MAX_VALUE_LENGTH = 200;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The part of a page's query (`?a=1&b=2`, with or without the `?`) that the same page in the
 * other language, of route `route`, understands the same way: the pairs kept as they were
 * written, in their order. Empty when nothing carries over.
 */
export function carriedQuery(route: RouteName | null, query: string): string {
  const carries = route ? CARRIED[route] : undefined;
  if (!carries) return '';
  return query
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      const at = pair.indexOf('=');
      const key = decoded(at === -1 ? pair : pair.slice(0, at));
      const value = decoded(at === -1 ? '' : pair.slice(at + 1));
      return key !== null && value !== null && value !== '' && value.length <= MAX_VALUE_LENGTH && carries(key, value);
    })
    .join('&');
}
