import { describe, expect, test } from 'vitest';
import type { CommittableEvent } from './catalogue-store';
import { RecentEvents } from './recent-events';

const event = (id: number, seatsLeft: number): CommittableEvent => ({
  id,
  type: 'courseEvent',
  category: 'swedish-academic',
  startDate: '2027-01-10',
  vatPercentage: 25,
  seatsLeft,
  cancelled: false,
  prices: { sek: 1_000_000 },
  documentId: 11,
  translationKey: 'course-1',
  bookingRules: { locationOptions: ['Stockholm'], checkoutConstraints: [] },
});

/** A database of events whose seats the test changes, counting the ids each load asked for. */
function database(seats: Record<number, number>) {
  const asked: number[][] = [];
  const load = async (ids: readonly number[]) => {
    asked.push([...ids]);
    return ids.filter((id) => id in seats).map((id) => event(id, seats[id] ?? 0));
  };
  return { seats, asked, load };
}

describe('the events the open check read lately', () => {
  test('a second read within the time kept asks the database for nothing', async () => {
    let clock = 0;
    const recent = new RecentEvents(5_000, 10, () => clock);
    const db = database({ 1: 10, 2: 20 });
    expect(await recent.read([1, 2], db.load)).toEqual([event(1, 10), event(2, 20)]);
    clock = 4_999;
    db.seats[1] = 3;
    expect(await recent.read([2, 1], db.load)).toEqual([event(2, 20), event(1, 10)]);
    expect(db.asked).toEqual([[1, 2]]);
  });

  test('once the time kept has passed, the database is read again, for only those ids', async () => {
    let clock = 0;
    const recent = new RecentEvents(5_000, 10, () => clock);
    const db = database({ 1: 10, 2: 20 });
    await recent.read([1], db.load);
    clock = 5_000;
    db.seats[1] = 3;
    expect(await recent.read([1, 2], db.load)).toEqual([event(1, 3), event(2, 20)]);
    expect(db.asked).toEqual([[1], [1, 2]]);
  });

  test('an unknown id is asked for every time, so an event added later is found', async () => {
    const recent = new RecentEvents(5_000, 10, () => 0);
    const db = database({});
    expect(await recent.read([7], db.load)).toEqual([]);
    db.seats[7] = 5;
    expect(await recent.read([7], db.load)).toEqual([event(7, 5)]);
  });

  test('forget, after a booking, makes the next read ask the database', async () => {
    const recent = new RecentEvents(5_000, 10, () => 0);
    const db = database({ 1: 10 });
    await recent.read([1], db.load);
    db.seats[1] = 8;
    recent.forget();
    expect(await recent.read([1], db.load)).toEqual([event(1, 8)]);
  });

  test('a read that began before a booking does not keep the seats it read', async () => {
    const recent = new RecentEvents(5_000, 10, () => 0);
    const db = database({ 1: 10 });
    let finish = () => {};
    const slowLoad = async (ids: readonly number[]) => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return db.load(ids);
    };
    const before = recent.read([1], slowLoad);
    recent.forget();
    finish();
    expect(await before).toEqual([event(1, 10)]);
    db.seats[1] = 8;
    expect(await recent.read([1], db.load)).toEqual([event(1, 8)]);
  });

  test('keeps at most its bound of events', async () => {
    const recent = new RecentEvents(5_000, 2, () => 0);
    const db = database({ 1: 1, 2: 2, 3: 3 });
    await recent.read([1, 2, 3], db.load);
    await recent.read([1], db.load);
    expect(db.asked).toEqual([[1, 2, 3], [1]]);
  });
});
