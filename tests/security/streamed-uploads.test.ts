import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../shared/application/attachment';
import { toHex } from '../../shared/encoding/to-hex';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { MAX_ATTACHMENTS } from '../../worker/attachment-files';
import { getPath, loadFakeCatalogue, SETUP_TIMEOUT_MS, unique } from '../worker/fakes/booking-catalogue';

// Attack: an upload that costs the worker memory or storage it should not: a body far over the
// size limit, or one longer than the Content-Length it declared (to slip past a check of the
// header), or shorter (to reserve room it never fills).
// Defence: the file is the request's body, streamed to R2 through a stream of exactly the declared
// length (docs/decisions/028). A declared length over 10 MB is refused before a byte is read; a
// body of another length fails the upload, nothing is stored and the room it reserved is given
// back; the per-application bounds (files, bytes) still hold.

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a];

function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PDF.slice(0, size));
  return bytes;
}

function applicant() {
  const cartId = `stream-${unique()}`;
  const key = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const send = (body: BodyInit, contentLength: string) =>
    getPath(`/api/application/${cartId}/attachments`, {
      method: 'POST',
      body,
      headers: { 'X-Application-Key': key, 'Content-Type': 'application/pdf', 'Content-Length': contentLength, 'X-File-Name': 'cv.pdf' },
    });
  const listed = async () =>
    (
      (await (await getPath(`/api/application/${cartId}/attachments`, { headers: { 'X-Application-Key': key } })).json()) as {
        attachments: unknown[];
      }
    ).attachments.length;
  const stored = async () => (await env.ATTACHMENTS.list({ prefix: `applications/${cartId}/` })).objects.length;
  return { send, listed, stored };
}

/** A body that yields `size` bytes in 64 KB chunks and records how many were read. */
function countedBody(size: number): { body: ReadableStream<Uint8Array>; read: () => number } {
  let read = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= size) return controller.close();
      const chunk = pdfBytes(Math.min(64 * 1024, size - read));
      read += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, read: () => read };
}

async function expectError(response: Response, status: number, statusMessage: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: status, statusMessage });
}

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('uploads stream to storage within their declared length', () => {
  test('a Content-Length over 10 MB is refused with 413 before the body is read', async () => {
    const { send, stored } = applicant();
    const { body, read } = countedBody(MAX_ATTACHMENT_BYTES + 1);
    await expectError(await send(body, String(MAX_ATTACHMENT_BYTES + 1)), 413, 'file_too_large');
    // Only what the transport buffers ahead (a few chunks), never the file.
    expect(read()).toBeLessThanOrEqual(256 * 1024);
    expect(await stored()).toBe(0);
  });

  test('an upload without a Content-Length is refused with 411', async () => {
    const { stored } = applicant();
    const response = await getPath(`/api/application/stream-${unique()}/attachments`, {
      method: 'POST',
      body: countedBody(1024).body,
      headers: { 'X-Application-Key': toHex(crypto.getRandomValues(new Uint8Array(32))), 'X-File-Name': 'cv.pdf' },
    });
    await expectError(response, 411, 'length_required');
    expect(await stored()).toBe(0);
  });

  test('a body longer than its Content-Length fails, nothing is stored, and the room is given back', async () => {
    const { send, listed, stored } = applicant();
    await expectError(await send(countedBody(2 * MAX_ATTACHMENT_BYTES).body, '1024'), 400, 'length_mismatch');
    expect(await listed()).toBe(0);
    expect(await stored()).toBe(0);
    // A body shorter than it said fails the same way.
    await expectError(await send(countedBody(1024).body, '4096'), 400, 'length_mismatch');
    expect(await stored()).toBe(0);
    // The room the failed uploads reserved is free again: the whole bound of files still fits.
    for (let i = 0; i < MAX_ATTACHMENTS; i++) expect((await send(pdfBytes(2048), '2048')).status).toBe(201);
    await expectError(await send(pdfBytes(2048), '2048'), 409, 'too_many_attachments');
    expect(await listed()).toBe(MAX_ATTACHMENTS);
  }, 120_000);

  test('a file of exactly 10 MB streams through and is stored whole', async () => {
    const { send, stored } = applicant();
    const response = await send(countedBody(MAX_ATTACHMENT_BYTES).body, String(MAX_ATTACHMENT_BYTES));
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'cv.pdf', size: MAX_ATTACHMENT_BYTES });
    expect(await stored()).toBe(1);
  }, 120_000);
});
