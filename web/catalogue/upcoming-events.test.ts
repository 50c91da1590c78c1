import { describe, expect, test } from 'vitest';
import { scheduleEventType, seatState } from './upcoming-events';

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
