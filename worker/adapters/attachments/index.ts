import type { AttachmentsPort } from '../../ports/attachments';
import { createEmbeddedAttachments, type EmbeddedAttachmentsOptions } from './embedded';

/**
 * The attachments of the application flow: always the R2 adapter. The specification names no
 * attachment service to talk to, and DECISIONS.md keeps the files in R2 in production too, so
 * there is no remote adapter and nothing to configure.
 */
export function createAttachments(env: Pick<Env, 'ATTACHMENTS' | 'DB'>, options: EmbeddedAttachmentsOptions = {}): AttachmentsPort {
  return createEmbeddedAttachments(env.ATTACHMENTS, env.DB, options);
}
