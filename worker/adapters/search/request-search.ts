import type { SearchOptions } from '../../../shared/content';
import type { Language } from '../../../shared/i18n/languages';
import type { RequestContext } from '../../context';
import type { SearchPort } from '../../ports/search';
import { createSearchPort } from './index';

/** Search and its filter options for one request. */
export interface RequestSearch {
  port: SearchPort;
  /** The explorer's filter options of a language; null when the content service fails (logged). */
  options(language: Language): Promise<SearchOptions | null>;
}

/**
 * The search adapter of a request, indexed from the request's content service, and the filter
 * options from the same service.
 */
export function requestSearch(context: RequestContext): RequestSearch {
  const { content } = context;
  return {
    port: createSearchPort(context.config, content),
    async options(language) {
      try {
        return (await content.searchOptions(language)).searchOptionsByLanguage;
      } catch (error) {
        console.warn('search options failed', error);
        return null;
      }
    },
  };
}
