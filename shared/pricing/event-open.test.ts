import { describe, expect, it } from 'vitest';
import { NOW } from '../cart/testing';
import type { CatalogueEvent } from './catalogue';
import { eventClosedReason, isEventOpen } from './event-open';

const event: CatalogueEvent = {
  id: 1,
  type: 'courseEvent',
  category: 'swedish-academic',
  startDate: '2025-02-01',
  vatPercentage: 25,
  seatsLeft: 3,
  prices: { sek: 100 },
};

describe('the event open check', () => {
  it('is open for a future event with seats', () => {
    expect(isEventOpen(event, NOW)).toBe(true);
  });

  it('is closed when cancelled, started or full', () => {
    expect(eventClosedReason({ ...event, cancelled: true }, NOW)).toBe('cancelled');
    expect(eventClosedReason({ ...event, startDate: '2025-01-15' }, NOW)).toBe('started');
    expect(eventClosedReason({ ...event, seatsLeft: 0 }, NOW)).toBe('full');
    expect(isEventOpen({ ...event, seatsLeft: 0 }, NOW)).toBe(false);
  });
});
