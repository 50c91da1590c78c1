import { embeddedGraphqlFetch } from '../../embedded/content/service/embedded-graphql';
import { graphqlClientRequester, type GraphqlRequester } from './graphql-requester';

/** The address the embedded service pretends to have; nothing is ever sent to it. */
export const EMBEDDED_CONTENT_URL = 'https://content.embedded.invalid/graphql';

export interface EmbeddedContentOptions {
  db: D1Database;
  token: string | null;
  isStaffToken: (token: string) => Promise<boolean>;
  now?: () => number;
  /** DEMO_SCALE: copies of the seed catalogue (1 by default). */
  scale?: number;
}

/**
 * The embedded content service: the same GraphQL client as production, handed a fetch that runs
 * the operation in-process against the SDL and resolvers over D1.
 */
export function embeddedContentRequester({ db, token, isStaffToken, now, scale }: EmbeddedContentOptions): GraphqlRequester {
  return graphqlClientRequester({ url: EMBEDDED_CONTENT_URL, fetch: embeddedGraphqlFetch({ db, isStaffToken, now, scale }), token });
}
