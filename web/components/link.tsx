import type { ComponentProps } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one place that uses the router's own Link
import { Link as RouterLink } from 'react-router';

/**
 * The router's link without route discovery. `discover` lets an app whose routes arrive lazily
 * learn them from the links on screen; this app's data router knows every route when it starts,
 * so discovery never runs, yet each link would still carry `data-discover="true"` (about 1.6 kB of
 * the home page's HTML).
 */
export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}
