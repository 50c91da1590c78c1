import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LinkProvider, NavigationProvider, PlainLink, type NavigateOptions, type SiteLocation, type SiteNavigation } from '../app/navigation';
import { newBuildAvailable } from '../lib/build-watch';

function currentLocation(): SiteLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/**
 * Sent on the window when an island changes the page's address without loading a page (a new
 * query or hash): every island's navigation follows it, as it follows back and forward, so that
 * what one island shows of the address (the header's language links) follows another's changes
 * (the explorer's search words).
 */
export const ADDRESS_CHANGED_EVENT = 'site-address-changed';

function writeHistory(url: string, { replace = false }: NavigateOptions = {}): void {
  // Once a new build is out, the page's code is the old build's, whose lazily loaded files may be
  // gone: a new address loads the page anew, which the server renders with the new build's files.
  if (newBuildAvailable()) {
    if (replace) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED_EVENT));
}

/**
 * The site's navigation port on a page run as islands: the address is the document's own. Going
 * to another page loads it; a new query or hash of this page only changes the address (the
 * component that changed it shows the result), and back and forward are followed. After a new
 * build is out, any new address is a page load.
 */
export function DocumentNavigation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    // Another island's change of the address, or back and forward; the same address keeps its object.
    const follow = () =>
      setLocation((shown) => {
        const next = currentLocation();
        return next.pathname === shown.pathname && next.search === shown.search && next.hash === shown.hash ? shown : next;
      });
    const events = ['popstate', 'hashchange', ADDRESS_CHANGED_EVENT];
    for (const name of events) window.addEventListener(name, follow);
    return () => {
      for (const name of events) window.removeEventListener(name, follow);
    };
  }, []);
  const value = useMemo<SiteNavigation>(
    () => ({
      location,
      navigate: (to, options) => {
        if (to.startsWith('#')) {
          writeHistory(`${window.location.pathname}${window.location.search}${to}`, options);
          setLocation(currentLocation());
        } else if (options?.replace) window.location.replace(to);
        else window.location.assign(to);
      },
      setSearch: (params, options) => {
        const search = params.toString();
        writeHistory(`${window.location.pathname}${search ? `?${search}` : ''}`, options);
        setLocation(currentLocation());
      },
      loadingSamePage: false,
      revalidate: () => window.location.reload(),
      revalidating: false,
      loadsOnSearch: false,
    }),
    [location],
  );
  return (
    <LinkProvider value={PlainLink}>
      <NavigationProvider value={value}>{children}</NavigationProvider>
    </LinkProvider>
  );
}
