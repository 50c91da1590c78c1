import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createScriveSigning } from '../../worker/adapters/signing/remote';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { newCommittedOrder } from './fakes/committed-orders';

const TOKEN = 'oauth_signature_method="PLAINTEXT", oauth_consumer_key="k", oauth_token="t", oauth_signature="s&s"';
const REQUEST = { orderId: 'FEI-2026-000042', commitHash: 'a'.repeat(64) };

interface FakeOptions {
  failOn?: string;
  delayMs?: number;
  noLink?: boolean;
}

/** A local stand-in for Scrive's document API v2, reached in-process as `fetch`. */
function fakeScrive(options: FakeOptions = {}) {
  const calls: Array<{ path: string; authorization: string | undefined; form: Record<string, string> }> = [];
  const app = new Hono();
  let document = {
    id: '9001',
    title: '',
    status: 'preparation',
    parties: [{ id: '1', is_author: true, signatory_role: 'signing_party' }] as Array<Record<string, unknown>>,
  };
  app.use('*', async (c, next) => {
    const form = c.req.method === 'POST' ? Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)])) : {};
    calls.push({ path: c.req.path, authorization: c.req.header('Authorization'), form });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.failOn && c.req.path.endsWith(options.failOn)) return c.json({ error_type: 'server_error' }, 500);
    await next();
  });
  app.post('/api/v2/documents/new', (c) => c.json(document));
  app.post('/api/v2/documents/:id/update', async (c) => {
    const update = JSON.parse(calls.at(-1)!.form.document!);
    document = { ...document, title: update.title, parties: update.parties };
    return c.json(document);
  });
  app.post('/api/v2/documents/:id/start', (c) => {
    const parties = document.parties.map((party, index) =>
      party.signatory_role === 'signing_party' && !options.noLink
        ? { ...party, id: String(index + 1), api_delivery_url: `/s/9001/${index + 1}/abc` }
        : party,
    );
    document = { ...document, status: 'pending', parties };
    return c.json(document);
  });
  app.get('/api/v2/documents/:id/get', (c) =>
    c.json({ ...document, status: 'closed', parties: document.parties.map((p) => ({ ...p, sign_time: '2026-03-01T10:00:00Z' })) }),
  );
  return { calls, fetch: async (request: Request) => app.fetch(request) };
}

describe('the Scrive signing adapter', () => {
  test('creates, fills and starts a document and answers the signatory’s API delivery link', async () => {
    const fake = fakeScrive();
    const signing = createScriveSigning({ baseUrl: 'https://scrive.test/', token: TOKEN, fetch: fake.fetch });
    const result = await signing.createDocument(REQUEST);
    expect(result).toEqual({
      ok: true,
      value: { deliveryMethod: 'api', id: '9001', title: 'FEI FEI-2026-000042', url: 'https://scrive.test/s/9001/2/abc' },
    });
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/api/v2/documents/new',
      '/api/v2/documents/9001/update',
      '/api/v2/documents/9001/start',
    ]);
    expect(fake.calls.every((call) => call.authorization === TOKEN)).toBe(true);
    const parties = JSON.parse(fake.calls[1]!.form.document!).parties;
    expect(parties).toEqual([
      expect.objectContaining({ is_author: true, signatory_role: 'viewer' }),
      { signatory_role: 'signing_party', delivery_method: 'api', fields: [] },
    ]);
  });

  test('sends a plain token as a bearer token', async () => {
    const fake = fakeScrive();
    await createScriveSigning({ baseUrl: 'https://scrive.test', token: 'plain-token-123', fetch: fake.fetch }).createDocument(REQUEST);
    expect(fake.calls[0]!.authorization).toBe('Bearer plain-token-123');
  });

  test('reads a closed document as signed', async () => {
    const fake = fakeScrive();
    const status = await createScriveSigning({ baseUrl: 'https://scrive.test', token: TOKEN, fetch: fake.fetch }).getStatus('9001');
    expect(status).toEqual({
      ok: true,
      value: { id: '9001', orderId: null, title: '', status: 'signed', signedAt: Date.parse('2026-03-01T10:00:00Z') },
    });
  });

  test('answers 502 when Scrive fails or answers no signing link, without its body', async () => {
    for (const options of [{ failOn: '/start' }, { failOn: '/new' }, { noLink: true }]) {
      const result = await createScriveSigning({
        baseUrl: 'https://scrive.test',
        token: TOKEN,
        fetch: fakeScrive(options).fetch,
      }).createDocument(REQUEST);
      expect(result).toMatchObject({ ok: false, error: { statusCode: 502, statusMessage: 'upstream_error' } });
      expect(JSON.stringify(result)).not.toContain('server_error');
    }
    const unreachable = await createScriveSigning({
      baseUrl: 'https://scrive.test',
      token: TOKEN,
      fetch: () => Promise.reject(new TypeError('network')),
    }).createDocument(REQUEST);
    expect(unreachable).toMatchObject({ ok: false, error: { statusCode: 502 } });
  });

  test('gives up with 504 when Scrive does not answer in time', async () => {
    const fake = fakeScrive({ delayMs: 200 });
    const result = await createScriveSigning({ baseUrl: 'https://scrive.test', token: TOKEN, fetch: fake.fetch, timeoutMs: 50 }).createDocument(
      REQUEST,
    );
    expect(result).toMatchObject({ ok: false, error: { statusCode: 504, statusMessage: 'upstream_timeout' } });
  });

  test('is what POST /api/docs/create answers through when configured', async () => {
    const fake = fakeScrive();
    const app = createApp({
      config: parseConfig({ SCRIVE_API_URL: 'https://scrive.test', SCRIVE_API_TOKEN: TOKEN }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
      adapters: { signing: { fetch: fake.fetch } },
    });
    const response = await app.request(
      '/api/docs/create',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(await newCommittedOrder()) },
      env,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ deliveryMethod: 'api', url: 'https://scrive.test/s/9001/2/abc' });
    expect(typeof createApp).toBe('function');
  });
});
