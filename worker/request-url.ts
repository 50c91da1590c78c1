const parsed = new WeakMap<Request, URL>();

/**
 * The request's URL, parsed once: the middleware, the preview state, the page route and the
 * loaders each read it, and parsing it again in each was about 2% of an uncached page's render.
 * Every reader gets the same object, so it is read, never changed (copy it first to change it).
 */
export function requestUrl(request: Request): URL {
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
