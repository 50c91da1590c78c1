import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/translator';
import { bookerLimit, cartConflict } from './booking-limits';
import { DEFAULT_BOOKING_POLICY } from '../booking/booking-policy';
import { addItem } from './item-rules';
import { createCart } from './create-cart';

const item = (id: number, category: 'swedish-academic' | 'business-school' | 'english-academic', documentId = 1) => ({
  id,
  category,
  documentId,
});

describe('booking limits', () => {
  test('a company-only category says so on its course and programme pages; the others say nothing', () => {
    expect(bookerLimit('swedish-academic', 'course')).toEqual({ key: 'cart.limits.company_only_course' });
    expect(bookerLimit('swedish-academic', 'programme')).toEqual({ key: 'cart.limits.company_only_programme' });
    expect(bookerLimit('business-school', 'course')).toBeNull();
    expect(bookerLimit('english-academic', 'programme')).toBeNull();
    expect(translator('en')('cart.limits.company_only_course')).toMatch(/^Only companies and organisations can book this course/);
  });

  test('an event in another currency than the cart names both currencies and the next step', () => {
    const notice = cartConflict([item(1, 'swedish-academic')], item(2, 'business-school'));
    expect(notice).toEqual({ key: 'cart.limits.other_currency', params: { cart: 'SEK', event: 'EUR' } });
    expect(translator('en')(notice!.key, notice!.params)).toBe(
      'Your cart holds events priced in SEK; this event is priced in EUR. Book them separately: finish or empty the cart first.',
    );
    expect(translator('sv')(notice!.key, notice!.params)).toContain('pris i SEK; det här tillfället har pris i EUR');
  });

  test('an event of the same category but another document is refused for its terms', () => {
    expect(cartConflict([item(1, 'swedish-academic', 1)], item(2, 'swedish-academic', 2))).toEqual({ key: 'cart.limits.other_terms' });
  });

  test('an empty cart, the same event again or a matching event has no conflict', () => {
    expect(cartConflict([], item(2, 'business-school'))).toBeNull();
    expect(cartConflict([item(2, 'business-school')], item(2, 'english-academic'))).toBeNull();
    expect(cartConflict([item(1, 'business-school')], item(2, 'business-school'))).toBeNull();
  });

  test('every conflict the cart refuses is explained, and nothing it accepts is', () => {
    const now = Date.UTC(2026, 10, 27);
    const categories = ['swedish-academic', 'business-school', 'english-academic'] as const;
    for (const first of categories) {
      for (const second of categories) {
        for (const document of [1, 2]) {
          const base = addItem(createCart('default', now), { ...event(1, first, 1), participantCount: 1 }, undefined, DEFAULT_BOOKING_POLICY);
          if (!base.ok) throw new Error('the first event must fit an empty cart');
          const refused = !addItem(base.cart, { ...event(2, second, document), participantCount: 1 }, undefined, DEFAULT_BOOKING_POLICY).ok;
          expect(cartConflict([item(1, first, 1)], item(2, second, document)) !== null, `${first} then ${second} (${document})`).toBe(refused);
        }
      }
    }
  });
});

function event(id: number, category: 'swedish-academic' | 'business-school' | 'english-academic', documentId: number) {
  return {
    id,
    postId: 100 + id,
    documentId,
    displayTitle: `Event ${id}`,
    startDate: '2027-03-01',
    endDate: '2027-03-02',
    category,
    type: 'courseEvent' as const,
  };
}
