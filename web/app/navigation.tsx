import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

/** Where the visitor is: the parts of the address the components read. */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a filter or tab changed, not the page). */
  preventScrollReset?: boolean;
}

/**
 * How components move around the site, whoever runs the page: react-router inside the app
 * (checkout and application steps, and every page on the server), or the document itself on a
 * page hydrated as islands, where a link is an ordinary page load (web/islands/). Whatever can be
 * part of an island reads this port, never the router, so that an island's code carries no router;
 * only the app's own steps (checkout, application) use the router directly.
 */
export interface SiteNavigation {
  location: SiteLocation;
  /** Goes to a site address (path, query and hash, or only `#hash` on the same page). */
  navigate(to: string, options?: NavigateOptions): void;
  /** Changes the query of the current page. */
  setSearch(search: URLSearchParams, options?: NavigateOptions): void;
  /** Whether the current page is loading another query of itself (a filter changed). */
  loadingSamePage: boolean;
  /** Fetches the current page's data again (preview mode), and whether that is under way. */
  revalidate(): void;
  revalidating: boolean;
  /**
   * Whether the page follows the query itself (react-router runs its loader again). On an
   * island the query only changes the address, and the component fetches what it shows.
   */
  loadsOnSearch: boolean;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
}

const NavigationContext = createContext<SiteNavigation | null>(null);
const LinkContext = createContext<ComponentType<LinkProps> | null>(null);

export const NavigationProvider = NavigationContext.Provider;
/** Kept apart from the navigation state, which changes: the link component never does. */
export const LinkProvider = LinkContext.Provider;

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useSiteNavigation outside a NavigationProvider');
  return navigation;
}

export function useSiteLocation(): SiteLocation {
  return useSiteNavigation().location;
}

/**
 * A link as a page run as islands has it, in the browser and from the server: the address as it
 * is, with no router behind it, so following it loads the page. Every site link is written as a
 * path from the root, which the router's link would only have resolved to itself.
 */
export function PlainLink({ to, replace: _replace, preventScrollReset: _preventScrollReset, ...anchor }: LinkProps) {
  return <a href={to} {...anchor} />;
}

/** A link within the site: the router's inside the app, a plain link on an island. */
export function Link(props: LinkProps) {
  const Implementation = useContext(LinkContext);
  if (!Implementation) throw new Error('Link outside a LinkProvider');
  return <Implementation {...props} />;
}
