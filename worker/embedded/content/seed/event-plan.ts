import type { CategoryId } from '../../../../shared/schemas/category-id';
import type { Currency } from '../../../../shared/schemas/primitives';
import type { Location } from '../../../../shared/content/location';
import type { Bilingual, FormKey, Schedule } from './seed-types';

/** Events are planned inside this many days from today. */
export const HORIZON_DAYS = 365;

/** One planned event, relative to today. */
export interface EventPlan {
  index: number;
  /** Days from today to the first day, before moving it to a weekday. */
  offsetDays: number;
  lengthDays: number;
  /** Day of the week to start on (1 = Monday). */
  startWeekday: number;
  location: Location;
  seats: number;
  cancelled: boolean;
}

/** The currency and VAT rate of each category: the currency follows the category, one per cart. */
export const CATEGORY_PRICING: Readonly<Record<CategoryId, { currency: Currency; vatPercentage: number }>> = {
  'swedish-academic': { currency: 'sek', vatPercentage: 25 },
  'business-school': { currency: 'eur', vatPercentage: 21 },
  'english-academic': { currency: 'gbp', vatPercentage: 20 },
};

/**
 * Calendar days an event of a schedule spans. Formats counted in weeks or months start on a
 * Monday and end on the Friday of their last week.
 */
export function lengthDays(schedule: Schedule): number {
  if (schedule.kind === 'days') return schedule.days;
  const weeks = schedule.kind === 'weeks' ? schedule.weeks : Math.round((schedule.months * 30.4) / 7);
  return weeks * 7 - 2;
}

/** The schedule text of an event, e.g. '3 dagar, heltid' / '3 days, full time'. */
export function paceText(schedule: Schedule, form: FormKey): Bilingual {
  if (schedule.kind === 'days') {
    const d = schedule.days;
    if (form === 'blended') {
      return { sv: `${d} dagar på plats och uppgifter på distans`, en: `${d} days on site plus online assignments` };
    }
    return d === 1 ? { sv: '1 dag, heltid', en: '1 day, full time' } : { sv: `${d} dagar, heltid`, en: `${d} days, full time` };
  }
  if (schedule.kind === 'weeks') return { sv: `${schedule.weeks} veckor, deltid`, en: `${schedule.weeks} weeks, part time` };
  return { sv: `${schedule.months} månader, deltid`, en: `${schedule.months} months, part time` };
}

/** Where a category teaches a form: business school in Alicante and online, the others in Sweden. */
export function locationsFor(category: CategoryId, form: FormKey, n: number): Location[] {
  if (form === 'online') return ['Distans'];
  if (category === 'business-school') return form === 'blended' ? ['Alicante', 'Distans'] : ['Alicante'];
  if (category === 'english-academic') return form === 'blended' ? ['Stockholm', 'Distans'] : ['Stockholm', 'Göteborg'];
  if (form === 'blended') return n % 2 === 0 ? ['Stockholm', 'Malmö'] : ['Göteborg', 'Stockholm'];
  const cities: Location[] = ['Stockholm', 'Göteborg', 'Malmö'];
  const rotated = [...cities.slice(n % 3), ...cities.slice(0, n % 3)];
  return rotated.slice(0, 2 + (n % 2));
}

/**
 * Plans `count` events of item `n` spread over the coming year. The spread is a fixed formula of
 * `n`, so the same seed always gives the same plan, and items do not all start the same week.
 */
export function planEvents(n: number, count: number, schedule: Schedule, locations: readonly Location[]): EventPlan[] {
  const length = lengthDays(schedule);
  // Leave room for moving the start up to six days forward to the chosen weekday.
  const lastStart = HORIZON_DAYS - length - 7;
  const first = 7 + ((n * 19) % 40);
  const gap = count > 1 ? Math.floor((lastStart - first) / (count - 1)) : 0;
  const plans: EventPlan[] = [];
  for (let index = 0; index < count; index++) {
    const jitter = index > 0 && index < count - 1 ? (n * 5 + index * 3) % 11 : 0;
    plans.push({
      index,
      offsetDays: Math.min(lastStart, first + index * gap + jitter),
      lengthDays: length,
      startWeekday: schedule.kind === 'days' && schedule.days <= 3 ? 1 + ((n + index) % 3) : 1,
      location: locations[(n + index) % locations.length] ?? 'Distans',
      // Now and then an event is fully booked, so that the pages show that state too.
      seats: (n + index * 7) % 31 === 0 ? 0 : 4 + ((n * 7 + index * 11) % 21),
      cancelled: (n * 3 + index) % 17 === 0,
    });
  }
  return plans;
}

/** A programme's package price: the sum of its courses less 15 %, rounded to a round figure. */
export function packagePrice(coursePrices: readonly number[], currency: Currency): number {
  const unit = currency === 'sek' ? 100 : 10;
  const total = coursePrices.reduce((sum, price) => sum + price, 0);
  return Math.round((total * 0.85) / unit) * unit;
}
