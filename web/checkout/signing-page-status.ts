import { SigningStatusResponseSchema } from '../../shared/schemas/signing-document';
import { callApi, type ApiAnswer } from './api';

/** A document id as the signing service makes them (anything else is not asked about). */
export const isDocumentId = (id: string | null): id is string => id !== null && /^[A-Za-z0-9_-]{1,100}$/.test(id);

/**
 * Whether a document is signed, asked as the browser that holds its signing page: the status
 * beside the local signing page (`/sign/{id}/status`) reads the page's cookie, so a signatory
 * without the booker's stored cart learns it too, and nothing else of the booking.
 */
export function signingPageStatus(documentId: string): Promise<ApiAnswer<{ status: 'pending' | 'signed'; signedAt: number | null }>> {
  return callApi(`/sign/${documentId}/status`, SigningStatusResponseSchema);
}
