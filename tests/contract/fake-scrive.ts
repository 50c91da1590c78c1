// A local fake of Scrive's document API v2, as far as our signing adapter uses it: documents made
// with `documents/new`, their title and parties replaced with `update` while in preparation,
// `start`ed (a signing party delivered through the API gets its `api_delivery_url`), and read
// with `get`. Errors come as Scrive sends them: `{ error_type, error_message, http_code }`. The
// signatory signing on Scrive's page is `sign(id)`: the document closes with a `sign_time`.
import { Hono } from 'hono';
import type { UpstreamSwitch } from './upstream-switch';

export const SCRIVE_URL = 'https://scrive.test';
export const SCRIVE_TOKEN = 'oauth_signature_method="PLAINTEXT", oauth_consumer_key="ck", oauth_token="at", oauth_signature="cs&as"';

interface Party {
  id: string;
  is_author: boolean;
  signatory_role: string;
  delivery_method: string;
  api_delivery_url: string | null;
  sign_time: string | null;
  fields: unknown[];
}

interface ScriveDocument {
  id: string;
  title: string;
  status: 'preparation' | 'pending' | 'closed';
  parties: Party[];
}

const scriveError = (http_code: 401 | 404 | 409 | 500, error_type: string, error_message: string) =>
  Response.json({ error_type, error_message, http_code }, { status: http_code });

export function createFakeScrive(control: UpstreamSwitch) {
  const documents = new Map<string, ScriveDocument>();
  let lastId = 8_000_000;
  const party = (id: number, fields: Partial<Party>): Party => ({
    id: String(id),
    is_author: false,
    signatory_role: 'signing_party',
    delivery_method: 'email',
    api_delivery_url: null,
    sign_time: null,
    fields: [],
    ...fields,
  });

  const app = new Hono().basePath('/api/v2');
  app.use('*', async (c, next) => {
    if (c.req.header('Authorization') !== SCRIVE_TOKEN) return scriveError(401, 'invalid_authorization', 'No valid access credentials');
    await next();
  });
  app.post('/documents/new', (c) => {
    lastId += 1;
    const document: ScriveDocument = {
      id: String(lastId),
      title: `Document ${lastId}`,
      status: 'preparation',
      parties: [party(1, { is_author: true })],
    };
    documents.set(document.id, document);
    return c.json(document, 201);
  });
  app.post('/documents/:id/update', async (c) => {
    const document = documents.get(c.req.param('id'));
    if (!document) return scriveError(404, 'resource_not_found', 'The document does not exist');
    if (document.status !== 'preparation') return scriveError(409, 'document_state_error', 'The document is not in preparation');
    const update = JSON.parse(String((await c.req.parseBody())['document'])) as { title?: string; parties?: Partial<Party>[] };
    document.title = update.title ?? document.title;
    document.parties = (update.parties ?? document.parties).map((fields, index) => party(index + 1, fields));
    return c.json(document);
  });
  app.post('/documents/:id/start', (c) => {
    const document = documents.get(c.req.param('id'));
    if (!document) return scriveError(404, 'resource_not_found', 'The document does not exist');
    if (document.status !== 'preparation') return scriveError(409, 'document_state_error', 'The document is not in preparation');
    document.status = 'pending';
    for (const p of document.parties) {
      if (p.signatory_role === 'signing_party' && p.delivery_method === 'api')
        p.api_delivery_url = `/s/${document.id}/${p.id}/${crypto.randomUUID()}`;
    }
    return c.json(document);
  });
  app.get('/documents/:id/get', (c) => {
    const document = documents.get(c.req.param('id'));
    return document ? c.json(document) : scriveError(404, 'resource_not_found', 'The document does not exist');
  });

  return {
    /** Scrive as the adapter's fetch. */
    async fetch(request: Request): Promise<Response> {
      switch (control.mode) {
        case 'failing':
          return scriveError(500, 'server_error', 'Internal server error at Scrive');
        case 'garbled':
          return new Response('<html>Scrive is being updated</html>', { status: 200, headers: { 'content-type': 'text/html' } });
        case 'unreachable':
          throw new TypeError('fetch failed: connection refused');
        case 'stalled':
          await control.released();
          return scriveError(500, 'server_error', 'Gave up');
        case 'ok':
          return app.fetch(request);
      }
    },
    /** The signatory signs on Scrive's page: every signing party signs, and the document closes. */
    sign(id: string, at: Date): void {
      const document = documents.get(id);
      if (document?.status !== 'pending') throw new Error(`Scrive has no pending document ${id}`);
      for (const p of document.parties) if (p.signatory_role === 'signing_party') p.sign_time = at.toISOString();
      document.status = 'closed';
    },
  };
}
