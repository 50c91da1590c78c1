// The search service of scripts/bench/content-upstream-worker.mjs seeds its content and builds its
// index on its first query: seconds on a busy machine, longer than the hosted client's 2 s connect
// time-out. Whoever points a site at it asks it once first, so the site's first search finds it ready.

/** Asks the service at `url` one query of the hosted protocol; throws unless it answers 200. */
export async function warmSearchService(url, indexName = 'Catalog') {
  const answer = await fetch(`${url}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName, query: '' }] }),
  });
  if (!answer.ok) throw new Error(`the search service did not answer its first query: ${answer.status} ${await answer.text()}`);
}
