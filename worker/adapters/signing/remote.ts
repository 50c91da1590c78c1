import type { ApiErrorCode } from '../../../shared/errors/error-codes';
import { z } from 'zod';
import type { CircuitBreaker } from '../../../shared/resilience/circuit-breaker';
import type { Scrive } from '../../../shared/schemas/cart-meta';
import type { BackendPort, BackendResult } from '../../ports/backend';
import type { SigningOrder, SigningPort, SigningStatus } from '../../ports/signing';
import { throughBreaker } from '../service-breaker';
import type { ScriveDocumentStore } from './scrive-documents';

/** The signing document call gives up after 60 s. */
export const SIGNING_TIMEOUT_MS = 60_000;

/** How often a create waiting for another request's document of the same order looks again (doubling up to the max). */
const CLAIM_POLL_MS = 25;
const CLAIM_POLL_MAX_MS = 500;

export interface ScriveOptions {
  /** Scrive's API origin, e.g. `https://scrive.com` (secret `SCRIVE_API_URL`). */
  baseUrl: string;
  /**
   * Secret `SCRIVE_API_TOKEN`: Scrive's personal access credentials as the whole OAuth PLAINTEXT
   * `Authorization` value (`oauth_signature_method="PLAINTEXT", ...`), or a bearer token.
   */
  token: string;
  fetch: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /**
   * The booking back end, asked whether the order was committed with this hash before a document
   * is made for it (one that cannot read its orders back, a remote one, is trusted).
   */
  orders?: Pick<BackendPort, 'committedOrder'>;
  /** The documents made so far, so that the same order gets the same document. */
  documents?: ScriveDocumentStore;
  /** Scrive's circuit breaker (the isolate's, shared by its requests); without it every call goes out. */
  breaker?: CircuitBreaker | undefined;
}

const PartySchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  signatory_role: z.string().optional(),
  is_author: z.boolean().optional(),
  api_delivery_url: z.string().nullable().optional(),
  sign_time: z.string().nullable().optional(),
});

const DocumentSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().nullable().optional(),
  status: z.string(),
  parties: z.array(PartySchema).default([]),
});
type ScriveDocument = z.infer<typeof DocumentSchema>;

const fail = (statusCode: number, statusMessage: ApiErrorCode, message: string): BackendResult<never> => ({
  ok: false,
  error: { statusCode, statusMessage, message },
});

/**
 * E-signing with Scrive's document API v2: a new document for the order with one signatory
 * party delivered through the API (`delivery_method: api`), started, and the signatory's
 * `api_delivery_url` answered as the signing URL. The whole call gives up after 60 s (504);
 * Scrive's failures answer 502, never its body; a document Scrive does not have is 404
 * `not_found`, as the embedded service answers it; while Scrive's circuit breaker is open it is
 * not asked and the call answers 503 `service_unavailable` with `Retry-After`. As the embedded
 * service does, it refuses an order the back end does not know (404 `order_not_found`) and
 * answers the same document for the same order, also to concurrent creates (a claim in D1).
 */
export function createScriveSigning({
  baseUrl,
  token,
  fetch,
  timeoutMs = SIGNING_TIMEOUT_MS,
  orders,
  documents,
  breaker,
}: ScriveOptions): SigningPort {
  const origin = baseUrl.replace(/\/+$/, '');
  const authorization = token.includes('oauth_') ? token : `Bearer ${token}`;

  async function call(path: string, signal: AbortSignal, form?: Record<string, string>): Promise<ScriveDocument> {
    const request = new Request(`${origin}/api/v2${path}`, {
      method: form ? 'POST' : 'GET',
      headers: { Authorization: authorization, Accept: 'application/json' },
      ...(form ? { body: new URLSearchParams(form) } : {}),
      signal,
    });
    const response = await fetch(request);
    // Reading a document Scrive does not have is the caller's unknown id, not Scrive failing.
    if (response.status === 404 && !form) throw new DocumentNotFound();
    if (!response.ok) throw new UpstreamError(`Scrive answered ${response.status} for ${path}`, response.status);
    const parsed = DocumentSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new UpstreamError(`Scrive answered an unexpected document for ${path}`);
    return parsed.data;
  }

  /** Runs the calls under one time-out and Scrive's breaker, turning failures into API errors. */
  function guarded<T>(work: (signal: AbortSignal) => Promise<BackendResult<T>>): Promise<BackendResult<T>> {
    return breaker ? throughBreaker(breaker, 'Scrive', () => timed(work)) : timed(work);
  }

  /** Runs the calls under one time-out, turning failures into API errors. */
  async function timed<T>(work: (signal: AbortSignal) => Promise<BackendResult<T>>): Promise<BackendResult<T>> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing the work as well as aborting it: a fetch that ignores its signal still cannot hold us.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort(new TimeoutError());
        reject(new TimeoutError());
      }, timeoutMs);
    });
    try {
      return await Promise.race([work(controller.signal), timeout]);
    } catch (error) {
      if (error instanceof TimeoutError || controller.signal.aborted)
        return fail(504, 'upstream_timeout', `Scrive did not answer within ${timeoutMs} ms`);
      if (error instanceof DocumentNotFound) return fail(404, 'not_found', 'No signing document with this id');
      // Scrive's own status goes along, for its breaker: a refusal (4xx) is no failure of Scrive.
      if (error instanceof UpstreamError)
        return { ...fail(502, 'upstream_error', error.message), ...(error.status === undefined ? {} : { serviceStatus: error.status }) };
      return fail(502, 'upstream_error', 'Scrive could not be reached');
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The order's document when one was made, else null once this caller holds the claim to make it.
   * While another request holds the claim, waits (polling) for its document, or for its claim to
   * be given back or to go stale; after the signing call's time-out, 409 `document_in_progress`.
   */
  async function claimOrFind(store: ScriveDocumentStore, orderId: string): Promise<BackendResult<Scrive> | null> {
    const deadline = Date.now() + timeoutMs;
    for (let wait = CLAIM_POLL_MS; ; wait = Math.min(wait * 2, CLAIM_POLL_MAX_MS)) {
      const made = await store.find(orderId);
      if (made) return { ok: true, value: made };
      if (await store.claim(orderId, timeoutMs + CLAIM_POLL_MAX_MS)) {
        // Made between the look and the claim by a holder whose claim went stale: that one.
        const since = await store.find(orderId);
        return since ? { ok: true, value: since } : null;
      }
      if (Date.now() >= deadline) return fail(409, 'document_in_progress', 'The signing document of this order is being made; try again');
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return {
    async createDocument({ orderId, commitHash }: SigningOrder) {
      const lookup = orders ? await orders.committedOrder(orderId, commitHash) : undefined;
      if (lookup?.kind === 'not_found') return fail(404, 'order_not_found', 'No committed order with this id and commit hash');
      if (documents) {
        // One document per order, also for concurrent creates: only the claim's holder asks Scrive.
        const settled = await claimOrFind(documents, orderId);
        if (settled) return settled;
      }
      const created = await guarded(async (signal): Promise<BackendResult<Scrive>> => {
        const title = `FEI ${orderId}`;
        const draft = await call('/documents/new', signal, { saved: 'true' });
        // The author stays on the document as a viewer; the signatory signs through our site's link.
        const author = draft.parties.filter((party) => party.is_author).map((party) => ({ ...party, signatory_role: 'viewer' }));
        const signatory = { signatory_role: 'signing_party', delivery_method: 'api', fields: [] };
        await call(`/documents/${encodeURIComponent(draft.id)}/update`, signal, {
          document: JSON.stringify({ title, parties: [...author, signatory] }),
        });
        const started = await call(`/documents/${encodeURIComponent(draft.id)}/start`, signal, {});
        const link = started.parties.find((party) => party.signatory_role === 'signing_party' && party.api_delivery_url)?.api_delivery_url;
        if (!link) return fail(502, 'upstream_error', 'Scrive answered no signing link');
        const value: Scrive = {
          deliveryMethod: 'api',
          id: started.id,
          title: started.title ?? title,
          url: new URL(link, `${origin}/`).toString(),
        };
        return { ok: true, value };
      });
      if (created.ok) await documents?.remember(orderId, created.value);
      else await documents?.release(orderId);
      return created;
    },

    async documentOrder(id) {
      // Without a record of the documents made, none is known to be ours.
      return (await documents?.orderOf(id)) ?? null;
    },

    async getStatus(id) {
      // Only documents made for our orders are asked about (each Scrive call counts); the order
      // id lets the caller check the asker's order token.
      const orderId = documents ? await documents.orderOf(id) : undefined;
      if (documents && orderId === undefined) return fail(404, 'not_found', 'No signing document with this id');
      return guarded(async (signal) => {
        const document = await call(`/documents/${encodeURIComponent(id)}/get`, signal);
        const signTime = document.parties.find((party) => party.signatory_role === 'signing_party')?.sign_time;
        const value: SigningStatus = {
          id: document.id,
          orderId: orderId ?? null,
          title: document.title ?? null,
          status: document.status === 'closed' ? 'signed' : 'pending',
          signedAt: signTime ? Date.parse(signTime) : null,
        };
        return { ok: true, value };
      });
    },

    // The signatory signs at Scrive, on the link the document answered.
    localPage: null,
  };
}

class UpstreamError extends Error {
  constructor(
    message: string,
    /** The HTTP status Scrive answered, if it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}
class DocumentNotFound extends Error {}
class TimeoutError extends Error {}
