import { createContext, useContext, type ComponentType } from 'react';
import type { IslandName } from './island-names';
import { ISLAND_ATTRIBUTE } from './island-markup';

/**
 * How the page around an island is run:
 * - `app`: react-router hydrates the whole page (checkout and application steps, and every page
 *   the app shows after a client-side navigation);
 * - `islands`: the server renders a page whose islands hydrate one by one, so each island writes
 *   its props for the browser;
 * - `inside`: within an island, where a nested island is simply part of its parent.
 */
export type IslandMode = 'app' | 'islands' | 'inside';

const IslandModeContext = createContext<IslandMode>('app');

export const IslandModeProvider = IslandModeContext.Provider;

/**
 * On the server, the islands whose HTML was rendered ahead of the page, by name
 * (web/islands/page-independent-islands.tsx): such an island is written as that HTML. Only a page
 * run as islands provides any (web/entry-server.tsx).
 */
const PrerenderedIslandsContext = createContext<Partial<Record<IslandName, string>>>({});

export const PrerenderedIslandsProvider = PrerenderedIslandsContext.Provider;

export { ISLAND_ATTRIBUTE, ISLANDS_STARTED_EVENT, REPLAY_ATTRIBUTE } from './island-markup';

/** JSON inside a script element must not be able to close it or break the line terminators. */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A part of the page that runs in the browser. Its element (`display: contents`, so the layout
 * never sees it) is what the browser hydrates on a page run as islands, with the props the server
 * writes right after it in a JSON data block; everything outside islands stays the server's HTML.
 * The props must be plain data (they travel as JSON), and the component must render the same from
 * them alone, which the shared contexts (texts, site data, navigation) make possible.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  /** The component that the island's name stands for in the bundles (web/islands/island-components.ts). */
  component: ComponentType<P>;
  props: P;
}) {
  const mode = useContext(IslandModeContext);
  const prerendered = useContext(PrerenderedIslandsContext)[name];
  if (mode === 'inside') return <Component {...props} />;
  return (
    <>
      {prerendered !== undefined ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own HTML, rendered by React from the same language and site data (web/islands/page-independent-islands.tsx)
        <div className="island" {...{ [ISLAND_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: prerendered }} />
      ) : (
        <div className="island" {...{ [ISLAND_ATTRIBUTE]: name }}>
          <IslandModeProvider value="inside">
            <Component {...props} />
          </IslandModeProvider>
        </div>
      )}
      {mode === 'islands' ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's props as JSON, escaped for a script element by scriptSafe
        <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptSafe(JSON.stringify(props)) }} />
      ) : null}
    </>
  );
}
