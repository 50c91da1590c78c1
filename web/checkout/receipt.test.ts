import { describe, expect, test } from 'vitest';
import { parseReceipt } from './receipt';

const receipt = {
  orderId: 'A-1001',
  customerName: 'Exempel AB',
  items: [{ title: 'Coachande ledarskap', startDate: '2026-03-02', endDate: '2026-03-04', participantCount: 2 }],
  signed: false,
  signedAt: null,
};

describe('parseReceipt', () => {
  test('reads back a kept receipt', () => {
    expect(parseReceipt(JSON.stringify(receipt))).toEqual(receipt);
  });

  test('keeps where each event takes place, and still reads a receipt kept before receipts named it', () => {
    const placed = { ...receipt, items: [{ ...receipt.items[0]!, places: ['Malmö'] }] };
    expect(parseReceipt(JSON.stringify(placed))?.items[0]?.places).toEqual(['Malmö']);
    expect(parseReceipt(JSON.stringify(receipt))?.items[0]?.places).toBeUndefined();
  });

  test('refuses nothing kept, text that is not JSON, and JSON of another shape', () => {
    expect(parseReceipt(null)).toBeUndefined();
    expect(parseReceipt('{')).toBeUndefined();
    expect(parseReceipt(JSON.stringify({ ...receipt, items: [{ title: 'Kurs' }] }))).toBeUndefined();
    expect(parseReceipt(JSON.stringify({ ...receipt, signedAt: 'igår' }))).toBeUndefined();
  });
});
