import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { SCRIVE_TOKEN, SCRIVE_URL, createFakeScrive } from '../contract/fake-scrive';
import { upstreamSwitch } from '../contract/upstream-switch';
import { newCommittedOrder } from '../worker/fakes/committed-orders';

// Attack (or a double click, two tabs, a retry): send `POST /api/docs/create` for one order many
// times at once. Each create looked for the order's document, found none, and started one of its
// own at Scrive: several billed documents, and signing links that disagree. Defence: a claim row
// per order (`scrive_document_claim`, migration 0002, one atomic insert): only its holder asks
// Scrive; the others wait for its document and answer that one.

describe('concurrent document creates of one order', () => {
  const control = upstreamSwitch();
  const scrive = createFakeScrive(control);
  const made: string[] = [];
  const app = createApp({
    config: parseConfig({ SCRIVE_API_URL: SCRIVE_URL, SCRIVE_API_TOKEN: SCRIVE_TOKEN }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: {
      signing: {
        fetch: async (request) => {
          if (new URL(request.url).pathname.endsWith('/documents/new')) made.push(request.url);
          // Scrive takes a while to answer, as it does over the network: the creates overlap.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return scrive.fetch(request);
        },
      },
    },
  });
  const create = (body: unknown) =>
    app.fetch(
      new Request('https://site.example/api/docs/create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      env,
    );

  test('six at once make exactly one Scrive document, and every create answers it', async () => {
    const order = await newCommittedOrder();
    const before = made.length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(order)));
    const documents = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status, await answer.clone().text()).toBe(201);
        return SigningDocumentResponseSchema.parse(await answer.json());
      }),
    );
    expect(made.length - before).toBe(1);
    expect(new Set(documents.map((document) => `${document.id} ${document.url}`)).size).toBe(1);
    // Asked again later, the same document, and still no second one at Scrive.
    expect(SigningDocumentResponseSchema.parse(await (await create(order)).json()).id).toBe(documents[0]!.id);
    expect(made.length - before).toBe(1);
  });

  test('(guard) when Scrive fails, the claim is given back: the next create makes the document', async () => {
    const order = await newCommittedOrder();
    control.set('failing');
    expect((await create(order)).status).toBe(502);
    control.set('ok');
    const retried = await create(order);
    expect(retried.status).toBe(201);
  });
});
