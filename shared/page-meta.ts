import type { Language } from './i18n/languages';

/** Head data of a page: title, description, canonical link, hreflang alternates, OpenGraph. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Absolute URL of the page in each language that has it. */
  alternates: Partial<Record<Language, string>>;
  image?: string;
  type?: 'website' | 'article';
  /** Pages that must not be indexed (checkout, preview, errors). */
  noindex?: boolean;
}
