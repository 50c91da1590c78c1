import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { AttachmentListSchema, AttachmentSchema, MAX_ATTACHMENT_BYTES, type Attachment } from '../../shared/application/attachment';
import { callApi } from '../checkout/api';
import { applicationHeaders } from './application-key';

/** The file kinds the worker accepts (it checks the contents as well). */
export const ACCEPTED_EXTENSIONS = ['pdf', 'docx', 'png', 'jpg', 'jpeg'] as const;

export type UploadError = 'too_big' | 'wrong_type' | 'daily_limit' | 'site_full' | 'failed';

/** The attachments of an application: listed from R2, uploaded and removed through the worker. */
export function useAttachments(cartId: string) {
  const [attachments, setAttachments] = useState<Attachment[] | undefined>();
  const base = `/api/application/${encodeURIComponent(cartId)}`;

  const refresh = useCallback(async () => {
    const answer = await callApi(`${base}/attachments`, AttachmentListSchema, { headers: applicationHeaders(cartId) });
    setAttachments(answer.ok ? answer.value.attachments : []);
  }, [base, cartId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const upload = async (file: File): Promise<UploadError | undefined> => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ACCEPTED_EXTENSIONS.some((known) => known === extension)) return 'wrong_type';
    if (file.size > MAX_ATTACHMENT_BYTES) return 'too_big';
    // The file itself is the body (the browser sends its Content-Length), its name percent-encoded
    // in a header: the worker streams it to storage (docs/decisions/028).
    const answer = await callApi(`${base}/attachments`, AttachmentSchema, {
      method: 'POST',
      body: file,
      headers: {
        ...applicationHeaders(cartId),
        'content-type': file.type || 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
      },
      timeoutMs: 120_000,
    });
    await refresh();
    if (answer.ok) return undefined;
    if (answer.error.statusCode === 413) return 'too_big';
    if (answer.error.statusCode === 415) return 'wrong_type';
    // The client's uploads of the day, or the site's room for files, are used up (shared/ceilings/ceilings.ts).
    if (answer.error.statusMessage === 'daily_limit_reached') return 'daily_limit';
    if (answer.error.statusMessage === 'site_capacity_reached') return 'site_full';
    return 'failed';
  };

  const remove = async (id: string): Promise<boolean> => {
    const answer = await callApi(`${base}/attachments/${id}`, z.null(), { method: 'DELETE', headers: applicationHeaders(cartId) });
    await refresh();
    return answer.ok;
  };

  return { attachments, upload, remove };
}
