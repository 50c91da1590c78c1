import * as z from 'zod/mini';

/** Largest attachment the worker accepts; the browser checks it too, so a visitor hears it before uploading. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** One stored attachment of an application, as the worker lists it and the browser shows it. */
export const AttachmentSchema = z.object({
  /** 32 hex characters, the file's key in the application's folder. */
  id: z.string(),
  /** The file name as the visitor's computer gave it (checked to name no path). */
  name: z.string(),
  /** The MIME type read from the file's contents. */
  type: z.string(),
  /** Bytes. */
  size: z.number(),
  /** Unix milliseconds. */
  uploadedAt: z.number(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** The worker's list of an application's attachments. */
export const AttachmentListSchema = z.object({ attachments: z.array(AttachmentSchema) });

/** A sent application: the committed order it belongs to and the attachments it was sent with. */
export const SubmissionSchema = z.object({
  cartId: z.string(),
  orderId: z.string(),
  /** Unix milliseconds. */
  submittedAt: z.number(),
  attachments: z.array(AttachmentSchema),
});
export type Submission = z.infer<typeof SubmissionSchema>;
