import { MAX_ATTACHMENT_BYTES } from '../shared/application/attachment';

/** Most attachments one application may hold. */
export const MAX_ATTACHMENTS = 10;
/**
 * Most bytes one application may hold in all: room for a CV, letters and transcripts, but not ten
 * times the largest file (an applicant's space is opened by a random key, so its size is the cost
 * of one key to whoever makes many).
 */
export const MAX_APPLICATION_BYTES = 30 * 1024 * 1024;

/** The accepted file kinds: extension, media type and the bytes such a file starts with. */
const KINDS = [
  { extensions: ['pdf'], type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { extensions: ['png'], type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extensions: ['jpg', 'jpeg'], type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  // A .docx is a ZIP archive.
  {
    extensions: ['docx'],
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
] as const;

export type AttachmentCheck =
  | { ok: true; value: { name: string; type: string } }
  | { ok: false; code: 'invalid_file_name' | 'unsupported_file_type' | 'file_too_large' | 'empty_file' };

/**
 * A file name as a visitor's computer named it, refused when it could name a path (`/`, `\`,
 * `..`, control characters) or is too long; never used as a storage key, only shown.
 */
export function safeFileName(name: string): string | undefined {
  const trimmed = name.normalize('NFC').trim();
  if (trimmed === '' || trimmed.length > 200) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a file name is what this pattern is for
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed) || trimmed.includes('..') || trimmed.startsWith('.')) return undefined;
  return trimmed;
}

/**
 * Checks an uploaded file: a safe name, an accepted extension, contents that really start like
 * that kind of file (the browser's declared type is not trusted), not empty, at most 10 MB.
 */
export function checkAttachment(name: string, size: number, head: Uint8Array): AttachmentCheck {
  const safe = safeFileName(name);
  if (!safe) return { ok: false, code: 'invalid_file_name' };
  if (size > MAX_ATTACHMENT_BYTES) return { ok: false, code: 'file_too_large' };
  if (size === 0) return { ok: false, code: 'empty_file' };
  const extension = safe.split('.').pop()?.toLowerCase() ?? '';
  const kind = KINDS.find((candidate) => candidate.extensions.some((known) => known === extension));
  if (!kind?.magic.every((byte, index) => head[index] === byte)) return { ok: false, code: 'unsupported_file_type' };
  return { ok: true, value: { name: safe, type: kind.type } };
}
