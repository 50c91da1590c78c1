import type { ComponentType } from 'react';
import type { RouteName } from '../shared/routing/route-table';
import type { PageComponents } from './routes';

type Lazy = () => Promise<{ Component: ComponentType }>;

const home: Lazy = () => import('./pages/home-page').then((m) => ({ Component: m.HomePage }));
const placeholder: Lazy = () => import('./pages/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

const lazyComponents: Partial<Record<RouteName, Lazy>> = { home };

/** Page components for the browser, code-split so a first visit loads only its own page. */
export const clientPageComponents: PageComponents = (name) => lazyComponents[name] ?? placeholder;
