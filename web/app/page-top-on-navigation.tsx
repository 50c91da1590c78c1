import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusPageHeading } from '../lib/page-heading';

/**
 * A page the app navigates to starts at its top with the focus on its heading, as a page the
 * visitor comes to by a link does (web/lib/page-heading.ts): the router keeps the window's scroll
 * and leaves the focus on whatever the visitor pressed, which the old page took away (so it falls
 * to the body). Back and forward (a pop) return
 * to the position the visitor left (the router's ScrollRestoration in web/app/root.tsx), and a
 * change of the query or fragment on the same page keeps it.
 */
export function PageTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: each new page starts at its top
  useEffect(() => {
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    focusPageHeading();
  }, [pathname]);
  return null;
}
