import { describe, expect, it } from 'vitest';
import { checkAttachment, safeFileName } from './attachment-files';
import { MAX_ATTACHMENT_BYTES } from '../shared/application/attachment';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('attachment checks', () => {
  it('accept a pdf, png, jpg and docx whose contents match the extension', () => {
    expect(checkAttachment('CV.pdf', 100, PDF)).toEqual({ ok: true, value: { name: 'CV.pdf', type: 'application/pdf' } });
    expect(checkAttachment('bild.PNG', 100, PNG)).toMatchObject({ ok: true, value: { type: 'image/png' } });
    expect(checkAttachment('foto.jpeg', 100, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ ok: true });
    expect(checkAttachment('brev.docx', 100, new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toMatchObject({ ok: true });
  });

  it('refuse other types and contents that lie about their type', () => {
    expect(checkAttachment('script.exe', 100, PDF)).toEqual({ ok: false, code: 'unsupported_file_type' });
    expect(checkAttachment('fake.pdf', 100, PNG)).toEqual({ ok: false, code: 'unsupported_file_type' });
    expect(checkAttachment('noextension', 100, PDF)).toEqual({ ok: false, code: 'unsupported_file_type' });
  });

  it('refuse empty and too large files', () => {
    expect(checkAttachment('CV.pdf', 0, PDF)).toEqual({ ok: false, code: 'empty_file' });
    expect(checkAttachment('CV.pdf', MAX_ATTACHMENT_BYTES + 1, PDF)).toEqual({ ok: false, code: 'file_too_large' });
    expect(checkAttachment('CV.pdf', MAX_ATTACHMENT_BYTES, PDF)).toMatchObject({ ok: true });
  });

  it('refuse names that could name a path', () => {
    for (const name of ['../../etc/passwd.pdf', '..\\x.pdf', 'a/b.pdf', '.hidden.pdf', 'a\u0000.pdf', '', ' ', `${'x'.repeat(201)}.pdf`]) {
      expect(safeFileName(name), JSON.stringify(name)).toBeUndefined();
    }
    expect(safeFileName(' Mitt CV (2025).pdf ')).toBe('Mitt CV (2025).pdf');
  });
});
