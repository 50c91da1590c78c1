/** A stylesheet of the client build, to be written into the document's head. */
export interface InlineStyle {
  href: string;
  css: string;
}

/** Larger stylesheets stay links: inlining pays off only while the CSS is a small part of the page. */
export const MAX_INLINE_CSS_BYTES = 96 * 1024;

/** The part of the static assets binding that is used here. */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

// Content-hashed build files never change, so each is read once per isolate.
const cache = new Map<string, string>();

/** The text of one stylesheet, or null when it is missing, not CSS, too large or could close its `<style>`. */
async function readStylesheet(assets: AssetFetcher, origin: string, href: string): Promise<string | null> {
  const known = cache.get(href);
  if (known !== undefined) return known;
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  let response: Response;
  try {
    response = await assets.fetch(new Request(new URL(href, origin)));
  } catch {
    return null;
  }
  if (!response.ok || !/^text\/css\b/i.test(response.headers.get('Content-Type') ?? '')) {
    await response.body?.cancel();
    return null;
  }
  const css = await response.text();
  if (new TextEncoder().encode(css).byteLength > MAX_INLINE_CSS_BYTES || /<\/style/i.test(css)) return null;
  cache.set(href, css);
  return css;
}

/**
 * The build's stylesheets as text for `<style>` elements in the head, so the first paint waits for
 * no stylesheet request. Null (the document links them as before) when any of them can't be read
 * from the static assets or isn't safe to inline.
 */
export async function inlineStyles(assets: AssetFetcher | undefined, origin: string, hrefs: readonly string[]): Promise<InlineStyle[] | null> {
  if (!assets || hrefs.length === 0) return null;
  const styles: InlineStyle[] = [];
  for (const href of hrefs) {
    const css = await readStylesheet(assets, origin, href);
    if (css === null) return null;
    styles.push({ href, css });
  }
  return styles;
}

/** Forgets what was read (tests only). */
export function clearInlineStyles(): void {
  cache.clear();
}
