import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { toHex } from '../../shared/encoding/to-hex';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import { MAX_ATTACHMENT_BYTES } from '../../shared/application/attachment';
import { EVENTS, getPath, loadFakeCatalogue, postJson, SETUP_TIMEOUT_MS, unique } from './fakes/booking-catalogue';
import { completeCart } from './fakes/booking-carts';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00];

const newKey = () => toHex(crypto.getRandomValues(new Uint8Array(32)));

function file(name: string, head: number[], size = 1024, type = 'application/octet-stream'): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

/** Uploads as the browser does: the file itself as the body, its name percent-encoded in X-File-Name. */
function upload(cartId: string, key: string | undefined, attachment: File) {
  return getPath(`/api/application/${cartId}/attachments`, {
    method: 'POST',
    body: attachment,
    headers: {
      ...(key ? { 'X-Application-Key': key } : {}),
      'Content-Type': attachment.type || 'application/octet-stream',
      'Content-Length': String(attachment.size),
      'X-File-Name': encodeURIComponent(attachment.name),
    },
  });
}

const list = (cartId: string, key: string) => getPath(`/api/application/${cartId}/attachments`, { headers: { 'X-Application-Key': key } });
const submit = (cartId: string, key: string, body: unknown) =>
  postJson(`/api/application/${cartId}/submit`, body, { 'X-Application-Key': key });

async function expectError(response: Response, status: number, statusMessage: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: status, statusMessage });
}

async function commitApplication() {
  const id = unique();
  const cart = completeCart({
    lines: [{ event: EVENTS.london, emails: [`app-${id}@example.se`] }],
    customerId: `A${id}`,
    contactEmail: `ac-${id}@example.se`,
  });
  const response = await postJson('/api/backend/cart/commit', { ...cart, contactPerson: { ...cart.contactPerson, location: 'London' } });
  expect(response.status, await response.clone().text()).toBe(200);
  return CommitResponseSchema.parse(await response.json());
}

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('attachments with good input', () => {
  test('are uploaded, listed in order, stored in R2 under the cart id and removable', async () => {
    const key = newKey();
    const first = await upload('default', key, file('CV.pdf', PDF, 2048, 'application/pdf'));
    expect(first.status).toBe(201);
    const cv = await first.json<{ id: string; name: string; type: string; size: number }>();
    expect(cv).toMatchObject({ name: 'CV.pdf', type: 'application/pdf', size: 2048 });
    const second = await (await upload('default', key, file('Betyg.png', PNG))).json<{ id: string }>();

    const listed = await (await list('default', key)).json<{ attachments: Array<{ id: string; name: string }> }>();
    expect(listed.attachments.map((a) => a.name)).toEqual(['CV.pdf', 'Betyg.png']);
    const stored = await env.ATTACHMENTS.list({ prefix: 'applications/default/' });
    expect(stored.objects.some((object) => object.key.endsWith(`/files/${cv.id}`))).toBe(true);
    expect(stored.objects.every((object) => !object.key.includes(key))).toBe(true);

    const removed = await getPath(`/api/application/default/attachments/${second.id}`, {
      method: 'DELETE',
      headers: { 'X-Application-Key': key },
    });
    expect(removed.status).toBe(204);
    const after = await (await list('default', key)).json<{ attachments: Array<{ name: string }> }>();
    expect(after.attachments.map((a) => a.name)).toEqual(['CV.pdf']);
  });

  test("one applicant never sees another's files on the same cart id", async () => {
    const mine = newKey();
    await upload('default', mine, file('Mine.pdf', PDF));
    const theirs = await (await list('default', newKey())).json<{ attachments: unknown[] }>();
    expect(theirs.attachments).toEqual([]);
  });

  test('are submitted with the committed order, and the status shows what was received', async () => {
    const key = newKey();
    const cartId = `app-${unique()}`;
    await upload(cartId, key, file('CV.pdf', PDF));
    await upload(cartId, key, file('Letter.docx', [0x50, 0x4b, 0x03, 0x04]));
    await expectError(await getPath(`/api/application/${cartId}/status`, { headers: { 'X-Application-Key': key } }), 404, 'not_submitted');
    const order = await commitApplication();
    const response = await submit(cartId, key, { orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken });
    expect(response.status).toBe(201);
    const status = await (await getPath(`/api/application/${cartId}/status`, { headers: { 'X-Application-Key': key } })).json<
      Record<string, unknown>
    >();
    expect(status).toMatchObject({ cartId, orderId: order.orderId });
    expect((status.attachments as Array<{ name: string }>).map((a) => a.name)).toEqual(['CV.pdf', 'Letter.docx']);
    // Sending again answers the same submission; the files are now frozen.
    expect((await submit(cartId, key, { orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken })).status).toBe(
      200,
    );
    await expectError(await upload(cartId, key, file('Late.pdf', PDF)), 409, 'application_submitted');
  });
});

describe('attachments with bad input', () => {
  test('a file type outside pdf, docx, png and jpg is refused, also when it pretends', async () => {
    const key = newKey();
    await expectError(await upload('default', key, file('virus.exe', [0x4d, 0x5a])), 415, 'unsupported_file_type');
    await expectError(await upload('default', key, file('fake.pdf', PNG, 64, 'application/pdf')), 415, 'unsupported_file_type');
    await expectError(await upload('default', key, file('page.html', [0x3c, 0x68], 64, 'text/html')), 415, 'unsupported_file_type');
  });

  test('a file over 10 MB is refused and nothing is stored', async () => {
    const key = newKey();
    await expectError(await upload('default', key, file('huge.pdf', PDF, MAX_ATTACHMENT_BYTES + 1)), 413, 'file_too_large');
    await expectError(await upload('default', key, file('empty.pdf', [], 0)), 400, 'empty_file');
    expect(((await (await list('default', key)).json()) as { attachments: unknown[] }).attachments).toEqual([]);
  });

  test('path traversal and hidden file names are refused', async () => {
    const key = newKey();
    for (const name of ['../../secret.pdf', '..\\..\\secret.pdf', '.env.pdf', 'a/b.pdf']) {
      await expectError(await upload('default', key, file(name, PDF)), 400, 'invalid_file_name');
    }
    const listing = await env.ATTACHMENTS.list({ prefix: 'applications/' });
    expect(listing.objects.every((object) => !object.key.includes('..'))).toBe(true);
  });

  test('an unknown or malformed cart id, a missing key or a missing file is refused', async () => {
    const key = newKey();
    await expectError(await upload('bad%20id', key, file('CV.pdf', PDF)), 404, 'not_found');
    await expectError(await upload('..', key, file('CV.pdf', PDF)), 404, 'not_found');
    await expectError(await upload('default', undefined, file('CV.pdf', PDF)), 400, 'invalid_application_key');
    await expectError(await upload('default', 'short', file('CV.pdf', PDF)), 400, 'invalid_application_key');
    // The file is the body itself (docs/decisions/028); a multipart form is refused.
    const multipart = '--x\r\nContent-Disposition: form-data; name="file"; filename="CV.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n';
    await expectError(
      await getPath('/api/application/default/attachments', {
        method: 'POST',
        body: multipart,
        headers: {
          'X-Application-Key': key,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(multipart.length),
          'X-File-Name': 'CV.pdf',
        },
      }),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await getPath('/api/application/default/attachments', {
        method: 'POST',
        body: file('CV.pdf', PDF),
        headers: { 'X-Application-Key': key, 'Content-Length': '1024' },
      }),
      400,
      'invalid_file_name',
    );
    await expectError(await getPath(`/api/application/unknown-cart/status`, { headers: { 'X-Application-Key': key } }), 404, 'not_submitted');
    await expectError(
      await getPath(`/api/application/default/attachments/${'0'.repeat(32)}`, { method: 'DELETE', headers: { 'X-Application-Key': key } }),
      404,
      'not_found',
    );
    // A text file named like a PDF is not one: its contents decide.
    await expectError(
      await getPath('/api/application/default/attachments', {
        method: 'POST',
        body: 'x',
        headers: { 'X-Application-Key': key, 'Content-Type': 'text/plain', 'Content-Length': '1', 'X-File-Name': 'CV.pdf' },
      }),
      415,
      'unsupported_file_type',
    );
  });

  test('submitting without attachments or with an unknown order is refused', async () => {
    const key = newKey();
    const cartId = `app-${unique()}`;
    const order = await commitApplication();
    await expectError(
      await submit(cartId, key, { orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken }),
      409,
      'no_attachments',
    );
    await upload(cartId, key, file('CV.pdf', PDF));
    await expectError(
      await submit(cartId, key, { orderId: 'FEI-2020-000001', commitHash: order.commitHash, orderToken: order.orderToken }),
      404,
      'order_not_found',
    );
    await expectError(await submit(cartId, key, { orderId: order.orderId }), 400, 'invalid_body');
    await expectError(await submit(cartId, key, '{'), 400, 'invalid_json');
  });
});
