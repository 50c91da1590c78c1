import type { Attachment, Submission } from '../../shared/application/attachment';

import type { ClientDay } from '../ceilings/client-day';

export type { Attachment, Submission } from '../../shared/application/attachment';

/**
 * Why an upload was not stored: the application holds the most files or bytes it may, the
 * client opened or uploaded the most it may today, or the site's room (all applications) is full.
 */
export interface AttachmentRefusal {
  refused: 'application_full' | 'client_day' | 'site_full';
}

/** The attachments and the submission of one applicant's application. */
export interface ApplicationAttachments {
  /** The attachments, oldest first. */
  list(): Promise<Attachment[]>;
  /** The submission, once the application has been sent. */
  submission(): Promise<Submission | undefined>;
  /**
   * Stores a checked file of `size` bytes, streamed from `body` (never held whole), counting it
   * against `client`'s day when given; a refusal, with the body cancelled unread and nothing
   * counted, when the application, the client's day or the site's room has no place for it.
   * Rejects, storing nothing and keeping no room, when the body fails.
   */
  add(
    name: string,
    type: string,
    body: ReadableStream<Uint8Array>,
    size: number,
    now: number,
    client?: ClientDay | null,
  ): Promise<Attachment | AttachmentRefusal>;
  /** Removes an attachment; false when there is none with this id. */
  remove(id: string): Promise<boolean>;
  /** Records the submission with the attachments it was sent with. */
  submit(cartId: string, orderId: string, now: number): Promise<Submission>;
}

/**
 * Where the English academic application's attachments are kept (DECISIONS.md section 2: in R2,
 * local under wrangler, real at scale). The specification names no attachment service or
 * protocol, so the one adapter (`adapters/attachments/embedded.ts`, over the `ATTACHMENTS`
 * bucket) serves development and production alike. Files are checked before they reach the port
 * (`worker/attachment-files.ts`).
 */
export interface AttachmentsPort {
  /**
   * The application of a cart id and the applicant's random key: the cart id alone is not
   * private (most carts are called `default`), the key is only in the applicant's browser.
   */
  application(cartId: string, applicationKey: string): Promise<ApplicationAttachments>;
}
