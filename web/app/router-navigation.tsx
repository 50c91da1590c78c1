import { createContext, useContext, useMemo, type ReactNode } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one place that uses the router's own Link
import { Link as RouterLink, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { LinkProvider, NavigationProvider, PlainLink, type LinkProps, type SiteNavigation } from './navigation';

/**
 * The router's link without route discovery. `discover` lets an app whose routes arrive lazily
 * learn them from the links on screen; this app's data router knows every route when it starts,
 * so discovery never runs, yet each link would still carry `data-discover="true"` (about 1.6 kB of
 * the home page's HTML).
 */
function RouterLinkWithoutDiscovery(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

const PlainLinksContext = createContext(false);

/**
 * Set by the server around a page it renders to run as islands: its links are then written as the
 * islands write them in the browser. The router's link costs a dozen hooks each (route matching,
 * prefetching, click handling), about a tenth of a page's render time across its ~80 links, for
 * the same markup.
 */
export const PlainLinksProvider = PlainLinksContext.Provider;

/** The site's navigation port on react-router: inside the app and on the server. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const plainLinks = useContext(PlainLinksContext);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loadingSamePage = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const value = useMemo<SiteNavigation>(
    () => ({
      location: { pathname, search, hash },
      navigate: (to, options) => void navigate(to, options),
      // As react-router's setSearchParams does it: a navigation to the new query.
      setSearch: (params, options) => void navigate(`?${params}`, options),
      loadingSamePage,
      revalidate: () => void revalidator.revalidate(),
      revalidating: revalidator.state === 'loading',
      loadsOnSearch: true,
    }),
    [pathname, search, hash, navigate, loadingSamePage, revalidator.revalidate, revalidator.state],
  );
  return (
    <LinkProvider value={plainLinks ? PlainLink : RouterLinkWithoutDiscovery}>
      <NavigationProvider value={value}>{children}</NavigationProvider>
    </LinkProvider>
  );
}
