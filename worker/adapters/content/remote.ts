import { graphqlClientRequester, type GraphqlRequester } from './graphql-requester';

export interface RemoteContentOptions {
  /** CONTENT_GRAPHQL_URL */
  url: string;
  /** The staff token, forwarded in preview so the CMS returns unpublished content. */
  token: string | null;
  signal?: AbortSignal | undefined;
  /** The network by default; tests hand in a fake GraphQL server. */
  fetch?: typeof fetch;
}

/** The production content service: the GraphQL CMS at CONTENT_GRAPHQL_URL, over the network. */
export function remoteContentRequester({ url, token, signal, fetch }: RemoteContentOptions): GraphqlRequester {
  // Looked up per call, so a test's replacement of the global fetch is seen.
  const transport: typeof globalThis.fetch = fetch ?? ((input, init) => globalThis.fetch(input, init));
  return graphqlClientRequester({ url, fetch: transport, token, signal });
}
