import type { ComponentType } from 'react';
import type { RouteName } from '../shared/routing/route-table';
import { HomePage } from './pages/home-page';
import { PlaceholderPage } from './pages/placeholder-page';
import type { PageComponents } from './routes';

const components: Partial<Record<RouteName, ComponentType>> = {
  home: HomePage,
};

/** Page components for server rendering, imported eagerly. */
export const serverPageComponents: PageComponents = (name) => ({ Component: components[name] ?? PlaceholderPage });
