// The one list of e-signing cases, run against the embedded signing page and against Scrive's
// document API (tests/contract/signing-adapters.test.ts). Every failure is checked in the API
// error shape with its status and status message.
import { expect } from 'vitest';
import type { SigningOrder, SigningPort } from '../../worker/ports/signing';
import { expectRefusal, answerOf, type ContractCase } from './port-contract';
import { whileUpstream, type UpstreamSwitch } from './upstream-switch';

export interface SigningHarness {
  signing: SigningPort;
  /** Commits a new order with the booking back end and answers what the browser then sends. */
  committedOrder(): Promise<SigningOrder>;
  /** What the signatory does where the document's URL leads: signs it. */
  signAsSignatory(documentId: string): Promise<void>;
  /** For an adapter with an upstream: its switch, and the same adapter with a time-out of a few milliseconds. */
  upstream?: { control: UpstreamSwitch; impatient: SigningPort };
}

/** Ids no document has: one in the embedded service's form, one in Scrive's. */
const UNKNOWN_DOCUMENT_IDS = ['0'.repeat(32), '999999999'];

const upstreamOf = (harness: SigningHarness) => {
  if (!harness.upstream) throw new Error('this case needs an adapter with an upstream');
  return harness.upstream;
};

export const SIGNING_CASES: readonly ContractCase<SigningHarness>[] = [
  {
    name: 'createDocument: a committed order gets a document with an id, a title naming the order and a URL to sign at',
    async run({ signing, committedOrder }) {
      const order = await committedOrder();
      const document = answerOf(await signing.createDocument(order));
      expect(document.deliveryMethod).toEqual(expect.any(String));
      expect(document.id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
      expect(document.title).toContain(order.orderId);
      // Where the browser sends the signatory: Scrive's page, or the site's own signing page.
      expect(document.url).toMatch(/^(https:\/\/|\/sign\/)/);
    },
  },
  {
    name: 'createDocument: the same order again answers the same document',
    async run({ signing, committedOrder }) {
      const order = await committedOrder();
      const first = answerOf(await signing.createDocument(order));
      expect(answerOf(await signing.createDocument(order))).toEqual(first);
    },
  },
  {
    name: 'createDocument: an order that was never committed, or an order id with another order’s hash, is refused with 404 order_not_found',
    async run({ signing, committedOrder }) {
      const order = await committedOrder();
      const other = await committedOrder();
      expectRefusal(await signing.createDocument({ orderId: 'FEI-2099-999999', commitHash: 'f'.repeat(64) }), 404, 'order_not_found');
      expectRefusal(await signing.createDocument({ orderId: order.orderId, commitHash: other.commitHash }), 404, 'order_not_found');
    },
  },
  {
    name: 'documentOrder: a document made for an order names that order, an id nobody made names none',
    async run({ signing, committedOrder }) {
      const order = await committedOrder();
      const document = answerOf(await signing.createDocument(order));
      expect(await signing.documentOrder(document.id!)).toBe(order.orderId);
      for (const id of UNKNOWN_DOCUMENT_IDS) expect(await signing.documentOrder(id)).toBeNull();
    },
  },
  {
    name: 'getStatus: a new document is pending, not signed, with the title it was made with',
    async run({ signing, committedOrder }) {
      const order = await committedOrder();
      const document = answerOf(await signing.createDocument(order));
      const status = answerOf(await signing.getStatus(document.id!));
      expect(status).toMatchObject({ id: document.id, title: document.title, status: 'pending', signedAt: null });
      // The order id where the service keeps it with the document (Scrive's documents do not).
      expect([order.orderId, null]).toContain(status.orderId);
    },
  },
  {
    name: 'getStatus: once the signatory has signed, the document is signed, with the time',
    async run({ signing, committedOrder, signAsSignatory }) {
      const document = answerOf(await signing.createDocument(await committedOrder()));
      const before = Date.now();
      await signAsSignatory(document.id!);
      const status = answerOf(await signing.getStatus(document.id!));
      expect(status.status).toBe('signed');
      expect(status.signedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    },
  },
  {
    name: 'getStatus: a document nobody made is refused with 404 not_found',
    async run({ signing }) {
      for (const id of UNKNOWN_DOCUMENT_IDS) expectRefusal(await signing.getStatus(id), 404, 'not_found');
    },
  },
  {
    name: 'a failing signing service answers 502 upstream_error, never its own body',
    needsUpstream: true,
    async run(harness) {
      const { control } = upstreamOf(harness);
      const created = answerOf(await harness.signing.createDocument(await harness.committedOrder()));
      // A new order: the adapter answers an order's existing document without asking Scrive.
      const order = await harness.committedOrder();
      const results = await whileUpstream(control, 'failing', async () => [
        await harness.signing.createDocument(order),
        await harness.signing.getStatus(created.id!),
      ]);
      for (const result of results) {
        expectRefusal(result, 502, 'upstream_error');
        expect(JSON.stringify(result)).not.toContain('server_error');
      }
    },
  },
  {
    name: 'an answer that is not a document, or no connection, answers 502 upstream_error',
    needsUpstream: true,
    async run(harness) {
      const { control } = upstreamOf(harness);
      const order = await harness.committedOrder();
      expectRefusal(await whileUpstream(control, 'garbled', () => harness.signing.createDocument(order)), 502, 'upstream_error');
      // Only a document made for one of our orders is asked about.
      const created = answerOf(await harness.signing.createDocument(await harness.committedOrder()));
      expectRefusal(await whileUpstream(control, 'unreachable', () => harness.signing.getStatus(created.id!)), 502, 'upstream_error');
    },
  },
  {
    name: 'a signing service that does not answer in time answers 504 upstream_timeout',
    needsUpstream: true,
    async run(harness) {
      const { control, impatient } = upstreamOf(harness);
      const order = await harness.committedOrder();
      expectRefusal(await whileUpstream(control, 'stalled', () => impatient.createDocument(order)), 504, 'upstream_timeout');
      const created = answerOf(await harness.signing.createDocument(await harness.committedOrder()));
      expectRefusal(await whileUpstream(control, 'stalled', () => impatient.getStatus(created.id!)), 504, 'upstream_timeout');
    },
  },
];
