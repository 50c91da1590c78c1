import { BUSINESS_ARTICLES } from './inspiration-business';
import { LEADING_ARTICLES } from './inspiration-leading';
import type { InspirationSeed } from './seed-types';

/** Every seed inspiration article, by number. */
export const ARTICLES: readonly InspirationSeed[] = [...LEADING_ARTICLES, ...BUSINESS_ARTICLES].sort((a, b) => a.n - b.n);
