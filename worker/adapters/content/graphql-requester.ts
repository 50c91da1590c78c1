import { ClientError, GraphQLClient } from 'graphql-request';
import { ContentServiceError } from '../../ports/content';

/** One GraphQL operation: the document, its operation name and its variables. */
export interface GraphqlOperation {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Runs an operation and resolves to its `data`, or throws a `ContentServiceError`. */
export type GraphqlRequester = (operation: GraphqlOperation) => Promise<unknown>;

export interface GraphqlClientOptions {
  url: string;
  /** The transport: the network for the CMS, an in-process handler for the embedded service. */
  fetch: typeof fetch;
  /** Sent as `Authorization: Bearer {token}` (the staff token in preview). */
  token?: string | null;
  signal?: AbortSignal | undefined;
}

/**
 * The GraphQL client of both content adapters: graphql-request's `GraphQLClient` (POST with query,
 * variables and operationName, error policy none). Failures become one error type whose message
 * is the first GraphQL error's message, else 'GraphQL Error (Code: {status})'.
 */
export function graphqlClientRequester({ url, fetch, token, signal }: GraphqlClientOptions): GraphqlRequester {
  const client = new GraphQLClient(url, {
    fetch,
    method: 'POST',
    errorPolicy: 'none',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return async ({ operationName, query, variables }) => {
    try {
      return await client.request({ document: query, variables, signal: signal as never });
    } catch (error) {
      throw toContentServiceError(error, operationName);
    }
  };
}

/** Maps whatever the client threw to the one error type the port promises. */
export function toContentServiceError(error: unknown, operationName: string): ContentServiceError {
  if (error instanceof ContentServiceError) return error;
  if (error instanceof ClientError) {
    const { errors, status } = error.response;
    return new ContentServiceError(errors?.[0]?.message ?? `GraphQL Error (Code: ${status})`, status);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ContentServiceError(`Content service failed (${operationName}): ${reason.split('\n')[0]}`);
}
