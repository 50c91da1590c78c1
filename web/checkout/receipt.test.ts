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

  test('refuses nothing kept, text that is not JSON, and JSON of another shape', () => {
    expect(parseReceipt(null)).toBeUndefined();
    expect(parseReceipt('{')).toBeUndefined();
    expect(parseReceipt(JSON.stringify({ ...receipt, items: [{ title: 'Kurs' }] }))).toBeUndefined();
    expect(parseReceipt(JSON.stringify({ ...receipt, signedAt: 'igår' }))).toBeUndefined();
  });
});
