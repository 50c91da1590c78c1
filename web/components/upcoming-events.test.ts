import { describe, expect, test } from 'vitest';
import type { ContentEvent } from '../../shared/content/content-event';
import { scheduleEventType, seatState } from './upcoming-events';

const event = (id: number, startDate: string, extra: Partial<ContentEvent> = {}): ContentEvent => ({
  id,
  type: 'courseEvent',
  postId: 1001,
  documentId: 11,
  category: 'swedish-academic',
  startDate,
  endDate: startDate,
  location: 'Stockholm',
  pace: '1 dag',
  seats: 12,
  prices: [{ currency: 'sek', amount: 9900 }],
  vatPercentage: 25,
  cancelled: false,
  ...extra,
});

describe('upcoming events', () => {
  test('the seat state tells open, few, full and cancelled apart', () => {
    expect(seatState({ seats: 12, cancelled: false })).toBe('open');
    expect(seatState({ seats: 5, cancelled: false })).toBe('few');
    expect(seatState({ seats: 0, cancelled: false })).toBe('full');
    expect(seatState({ seats: 12, cancelled: true })).toBe('cancelled');
  });

  test('the schedule page names course and programme events by their department', () => {
    expect(scheduleEventType({ type: 'courseEvent' })).toBe('course');
    expect(scheduleEventType({ type: 'programmeEvent' })).toBe('programme');
  });
});
