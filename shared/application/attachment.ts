/** Largest attachment the worker accepts; the browser checks it too, so a visitor hears it before uploading. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** One stored attachment of an application, as the worker lists it and the browser shows it. */
export interface Attachment {
  /** 32 hex characters, the file's key in the application's folder. */
  id: string;
  /** The file name as the visitor's computer gave it (checked to name no path). */
  name: string;
  /** The MIME type read from the file's contents. */
  type: string;
  /** Bytes. */
  size: number;
  /** Unix milliseconds. */
  uploadedAt: number;
}

/** A sent application: the committed order it belongs to and the attachments it was sent with. */
export interface Submission {
  cartId: string;
  orderId: string;
  /** Unix milliseconds. */
  submittedAt: number;
  attachments: Attachment[];
}
