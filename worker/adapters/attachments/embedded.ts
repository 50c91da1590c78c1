import type { Attachment, Submission } from '../../../shared/application/attachment';
import { toHex } from '../../../shared/encoding/to-hex';
import { MAX_ATTACHMENTS } from '../../attachment-files';
import type { ApplicationAttachments, AttachmentsPort } from '../../ports/attachments';

/**
 * Where one applicant's files live in R2: `applications/{cartId}/{sha256(applicationKey)}/`.
 * The cart id alone is not private (most carts are called `default`), so every applicant's
 * browser holds a random application key; only its hash is used in keys, so a bucket listing
 * never reveals it.
 */
async function applicationPrefix(cartId: string, applicationKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(applicationKey));
  return `applications/${cartId}/${toHex(new Uint8Array(digest))}/`;
}

const newId = () => toHex(crypto.getRandomValues(new Uint8Array(16)));

/** Attachments and submission of one application in R2. */
function applicationStore(bucket: R2Bucket, prefix: string): ApplicationAttachments {
  const files = `${prefix}files/`;
  const submissionKey = `${prefix}submission.json`;

  async function list(): Promise<Attachment[]> {
    const listed = await bucket.list({ prefix: files, limit: 100, include: ['customMetadata'] });
    return listed.objects
      .map(
        (object): Attachment => ({
          id: object.key.slice(files.length),
          name: object.customMetadata?.name ?? '',
          type: object.customMetadata?.type ?? '',
          size: object.size,
          uploadedAt: Number(object.customMetadata?.uploadedAt ?? object.uploaded.getTime()),
        }),
      )
      .sort((a, b) => a.uploadedAt - b.uploadedAt || a.id.localeCompare(b.id));
  }

  async function submission(): Promise<Submission | undefined> {
    const object = await bucket.get(submissionKey);
    return object ? ((await object.json()) as Submission) : undefined;
  }

  return {
    list,
    submission,
    async add(name: string, type: string, body: ArrayBuffer, now: number): Promise<Attachment | undefined> {
      if ((await list()).length >= MAX_ATTACHMENTS) return undefined;
      const id = newId();
      await bucket.put(`${files}${id}`, body, {
        httpMetadata: { contentType: type, contentDisposition: 'attachment' },
        customMetadata: { name, type, uploadedAt: String(now) },
      });
      return { id, name, type, size: body.byteLength, uploadedAt: now };
    },
    async remove(id: string): Promise<boolean> {
      if (!/^[0-9a-f]{32}$/.test(id)) return false;
      const head = await bucket.head(`${files}${id}`);
      if (!head) return false;
      await bucket.delete(`${files}${id}`);
      return true;
    },
    async submit(cartId: string, orderId: string, now: number): Promise<Submission> {
      const value: Submission = { cartId, orderId, submittedAt: now, attachments: await list() };
      await bucket.put(submissionKey, JSON.stringify(value), { httpMetadata: { contentType: 'application/json' } });
      return value;
    },
  };
}

/** The attachments port over an R2 bucket (binding `ATTACHMENTS`). */
export function createEmbeddedAttachments(bucket: R2Bucket): AttachmentsPort {
  return {
    async application(cartId, applicationKey) {
      return applicationStore(bucket, await applicationPrefix(cartId, applicationKey));
    },
  };
}
