import { describe, expect, test } from 'vitest';
import { eventMonths, monthNumberOfSeconds, monthNumbersOfSpan } from './event-months';
import { monthSpan } from './month-range';

describe('event months', () => {
  test('each event adds every month from its start to its end, ascending and once', () => {
    expect(
      eventMonths([
        { startDate: '2027-04-28', endDate: '2027-05-02' },
        { startDate: '2026-12-01', endDate: '2026-12-03' },
        { startDate: '2027-05-10', endDate: '2027-05-11' },
      ]),
    ).toEqual([202612, 202704, 202705]);
  });

  test('an event across the new year covers both years', () => {
    expect(eventMonths([{ startDate: '2026-12-30', endDate: '2027-01-02' }])).toEqual([202612, 202701]);
  });

  test('a course with events in Dec 2026, Apr, Aug and Nov 2027 has no event month in May to July 2027', () => {
    const months = eventMonths(['2026-12-07', '2027-04-12', '2027-08-16', '2027-11-08'].map((day) => ({ startDate: day, endDate: day })));
    const [first, last] = monthNumbersOfSpan(monthSpan({ year: 2027, month: 5 }, { year: 2027, month: 7 })!);
    expect([first, last]).toEqual([202705, 202707]);
    expect(months.some((month) => month >= first && month <= last)).toBe(false);
  });

  test('a span of the picker names its first and last month', () => {
    expect(monthNumbersOfSpan(monthSpan({ year: 2026, month: 11 }, { year: 2027, month: 2 })!)).toEqual([202611, 202702]);
    expect(monthNumberOfSeconds(monthSpan({ year: 2027, month: 1 })![1])).toBe(202701);
  });
});
