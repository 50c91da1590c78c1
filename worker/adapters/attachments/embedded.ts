import { SubmissionSchema, type Attachment, type Submission } from '../../../shared/application/attachment';
import { toHex } from '../../../shared/encoding/to-hex';
import { DEFAULT_LIFETIME_DAYS, lifetimeCutoff, outlived } from '../../../shared/retention/lifetime';
import { MAX_APPLICATION_BYTES, MAX_ATTACHMENTS } from '../../attachment-files';
import { DEFAULT_STORAGE_CEILINGS, type StorageCeilings } from '../../../shared/ceilings/ceilings';
import { type ClientDay, type ClientDayKind, claimClientDay, releaseClientDay } from '../../ceilings/client-day';
import type { ApplicationAttachments, AttachmentRefusal, AttachmentsPort } from '../../ports/attachments';

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

export interface EmbeddedAttachmentsOptions {
  /** Days the files of an application never sent are kept (`ATTACHMENT_LIFETIME_DAYS`). */
  lifetimeDays?: number;
  /** The clock; tests pass one in. */
  now?: () => number;
  /** What clients may upload per day and the site keep in all (`ATTACHMENT_*`), the defaults unless configured. */
  ceilings?: StorageCeilings;
}

// What each application holds, counted in D1 (`attachment_space`, a table of the migrations): R2
// has no atomic counter, and a list-then-put check lets concurrent uploads all pass it. One upsert
// adds a file only while the application's bounds (?4 files, ?5 bytes) and the site's (?6 spaces,
// ?7 bytes, all applications together) hold; an application already open is not refused for the
// number of spaces. (The SELECT's WHERE also keeps SQLite from reading ON CONFLICT as a join's ON.)
const RESERVE = `INSERT INTO attachment_space (prefix, files, bytes, updated_at)
  SELECT ?1, 1, ?2, ?3
  WHERE ((SELECT count(*) FROM attachment_space) < ?6 OR EXISTS (SELECT 1 FROM attachment_space WHERE prefix = ?1))
    AND (SELECT coalesce(sum(bytes), 0) FROM attachment_space) + ?2 <= ?7
  ON CONFLICT (prefix) DO UPDATE SET files = files + 1, bytes = bytes + excluded.bytes, updated_at = excluded.updated_at
  WHERE attachment_space.files + 1 <= ?4 AND attachment_space.bytes + excluded.bytes <= ?5
  RETURNING files`;
const RELEASE = 'UPDATE attachment_space SET files = max(files - ?3, 0), bytes = max(bytes - ?2, 0) WHERE prefix = ?1';
// The removal of files (a JSON list of their ids), one conditional insert: only the request
// that inserts a file's row gets it back, and only its room is given back, so concurrent deletes
// (or reads that expire the same file) give each file's room back once (migration 0006).
const CLAIM_REMOVAL = `INSERT INTO attachment_removal (prefix, id, removed_at)
  SELECT ?1, value, ?2 FROM json_each(?3) WHERE true
  ON CONFLICT (prefix, id) DO NOTHING
  RETURNING id`;

/** How long a removal is remembered: far longer than any request that saw the file can run. */
export const REMOVAL_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Attachments and submission of one application in R2, its bounds counted in D1. */
function applicationStore(
  bucket: R2Bucket,
  db: D1Database,
  prefix: string,
  options: Required<EmbeddedAttachmentsOptions>,
): ApplicationAttachments {
  const files = `${prefix}files/`;
  const submissionKey = `${prefix}submission.json`;

  /** Gives back the room of those files whose removal this call is the first to claim. */
  async function release(removed: readonly { id: string; size: number }[]): Promise<string[]> {
    const claimed = await db
      .prepare(CLAIM_REMOVAL)
      .bind(prefix, options.now(), JSON.stringify(removed.map((file) => file.id)))
      .all<{ id: string }>();
    const ids = new Set(claimed.results.map((row) => row.id));
    const mine = removed.filter((file) => ids.has(file.id));
    if (mine.length > 0) {
      const bytes = mine.reduce((sum, file) => sum + file.size, 0);
      await db.prepare(RELEASE).bind(prefix, bytes, mine.length).run();
    }
    return [...ids];
  }

  async function list(): Promise<Attachment[]> {
    const [listed, sent] = await Promise.all([bucket.list({ prefix: files, limit: 100, include: ['customMetadata'] }), submission()]);
    const attachments = listed.objects
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
    if (sent) return attachments;
    // The files of an application never sent do not stay for ever: past their lifetime they are
    // deleted when next read (or by the scheduled clean-up, which reads them), and their room given back.
    const now = options.now();
    const expired = attachments.filter((attachment) => outlived(attachment.uploadedAt, now, options.lifetimeDays));
    if (expired.length > 0) {
      await bucket.delete(expired.map((attachment) => `${files}${attachment.id}`));
      await release(expired);
    }
    return expired.length === 0 ? attachments : attachments.filter((attachment) => !expired.includes(attachment));
  }

  async function submission(): Promise<Submission | undefined> {
    const object = await bucket.get(submissionKey);
    return object ? SubmissionSchema.parse(await object.json()) : undefined;
  }

  return {
    list,
    submission,
    async add(
      name: string,
      type: string,
      body: ReadableStream<Uint8Array>,
      size: number,
      now: number,
      client: ClientDay | null = null,
    ): Promise<Attachment | AttachmentRefusal> {
      await list();
      const refuse = async (refused: AttachmentRefusal['refused'], claimed: ReadonlyArray<[ClientDayKind, number]>) => {
        for (const [kind, amount] of claimed) if (client) await releaseClientDay(db, client, kind, amount);
        await body.cancel();
        return { refused };
      };
      // The client's day first: a space it opens and the bytes it sends count against it.
      const claimed: Array<[ClientDayKind, number]> = [];
      if (client) {
        const open = await db.prepare('SELECT files, bytes FROM attachment_space WHERE prefix = ?1').bind(prefix).first();
        const { attachmentSpacesPerClientPerDay, attachmentBytesPerClientPerDay } = options.ceilings;
        if (!open) {
          if (!(await claimClientDay(db, client, 'attachment_space', 1, attachmentSpacesPerClientPerDay))) return refuse('client_day', claimed);
          claimed.push(['attachment_space', 1]);
        }
        if (!(await claimClientDay(db, client, 'attachment_bytes', size, attachmentBytesPerClientPerDay))) return refuse('client_day', claimed);
        claimed.push(['attachment_bytes', size]);
      }
      // The room is reserved for the declared size before a byte is stored; R2 takes a stream of
      // known length (the route's FixedLengthStream), so the file passes through in chunks.
      const { attachmentSpacesInAll, attachmentBytesInAll } = options.ceilings;
      const reserved = await db
        .prepare(RESERVE)
        .bind(prefix, size, now, MAX_ATTACHMENTS, MAX_APPLICATION_BYTES, attachmentSpacesInAll, attachmentBytesInAll)
        .first<{ files: number }>();
      if (!reserved) {
        const space = await db
          .prepare('SELECT files, bytes FROM attachment_space WHERE prefix = ?1')
          .bind(prefix)
          .first<{ files: number; bytes: number }>();
        const applicationFull = space !== null && (space.files + 1 > MAX_ATTACHMENTS || space.bytes + size > MAX_APPLICATION_BYTES);
        return refuse(applicationFull ? 'application_full' : 'site_full', claimed);
      }
      const id = newId();
      try {
        await bucket.put(`${files}${id}`, body, {
          httpMetadata: { contentType: type, contentDisposition: 'attachment' },
          customMetadata: { name, type, uploadedAt: String(now) },
        });
      } catch (error) {
        // Nothing was stored under this id, so no other request can remove it: its room comes back directly.
        await db.prepare(RELEASE).bind(prefix, size, 1).run();
        throw error;
      }
      return { id, name, type, size, uploadedAt: now };
    },
    async remove(id: string): Promise<boolean> {
      if (!/^[0-9a-f]{32}$/.test(id)) return false;
      const head = await bucket.head(`${files}${id}`);
      if (!head) return false;
      // Only the first of concurrent deletes claims the file; the others answer as if it were gone.
      const [claimed] = await release([{ id, size: head.size }]);
      if (claimed === undefined) return false;
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

/** The attachments port over an R2 bucket (binding `ATTACHMENTS`), bounded per application in D1 (`DB`). */
export function createEmbeddedAttachments(bucket: R2Bucket, db: D1Database, options: EmbeddedAttachmentsOptions = {}): AttachmentsPort {
  const settings = {
    lifetimeDays: options.lifetimeDays ?? DEFAULT_LIFETIME_DAYS.unsentAttachments,
    now: options.now ?? Date.now,
    ceilings: options.ceilings ?? DEFAULT_STORAGE_CEILINGS,
  };
  return {
    async application(cartId, applicationKey) {
      return applicationStore(bucket, db, await applicationPrefix(cartId, applicationKey), settings);
    },
  };
}

/** How many applications one clean-up run takes: each costs about six R2 and D1 calls. */
export const APPLICATIONS_PER_CLEAN_UP = 100;

/**
 * The scheduled clean-up of applications nobody reads again: takes up to `limit` applications
 * whose last upload has outlived the lifetime, oldest first. One never sent is read as a visitor
 * would read it, so the read-time rule deletes its outlived files (every file, since none is
 * newer than the last upload) and gives their room back; then its row goes. A sent one keeps its
 * files; its row goes too, since nothing is uploaded to a sent application. Answers how many
 * applications were taken. An upload meanwhile renews the row, which then stays.
 */
export async function deleteOutlivedApplications(
  bucket: R2Bucket,
  db: D1Database,
  {
    now,
    lifetimeDays = DEFAULT_LIFETIME_DAYS.unsentAttachments,
    limit = APPLICATIONS_PER_CLEAN_UP,
  }: { now: number; lifetimeDays?: number; limit?: number },
): Promise<number> {
  const cutoff = lifetimeCutoff(now, lifetimeDays);
  const due = await db
    .prepare('SELECT prefix FROM attachment_space WHERE updated_at <= ?1 ORDER BY updated_at, prefix LIMIT ?2')
    .bind(cutoff, limit)
    .all<{ prefix: string }>();
  const settings = { lifetimeDays, now: () => now, ceilings: DEFAULT_STORAGE_CEILINGS };
  let taken = 0;
  for (const { prefix } of due.results) {
    const store = applicationStore(bucket, db, prefix, settings);
    const sent = (await store.submission()) !== undefined;
    if (!sent) await store.list();
    const removed = await db
      .prepare('DELETE FROM attachment_space WHERE prefix = ?1 AND updated_at <= ?2 AND (files = 0 OR ?3 = 1)')
      .bind(prefix, cutoff, sent ? 1 : 0)
      .run();
    taken += removed.meta.changes;
  }
  await db
    .prepare('DELETE FROM attachment_removal WHERE removed_at <= ?1')
    .bind(now - REMOVAL_MEMORY_MS)
    .run();
  return taken;
}
