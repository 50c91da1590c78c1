import { createContext, useContext } from 'react';
import type { Language } from '../../shared/i18n/languages';

/**
 * The shown page's hreflang alternates (its loader's `PageMeta.alternates`) where the page is
 * rendered with its data: the app's pages, on the server and in the browser. A page run as
 * islands has none here: its header is rendered once per language (docs/decisions/018), so what
 * reads them there reads the document's head once it runs.
 */
const PageAlternatesContext = createContext<Partial<Record<Language, string>> | null>(null);

export const PageAlternatesProvider = PageAlternatesContext.Provider;

export function usePageAlternates(): Partial<Record<Language, string>> | null {
  return useContext(PageAlternatesContext);
}
