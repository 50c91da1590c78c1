import { describe, expect, it } from 'vitest';
import { DAY_MS, lifetimeCutoff, outlived } from './lifetime';

describe('lifetimes of shares and unsent attachments', () => {
  const since = Date.UTC(2026, 0, 1);
  it('is alive until the last millisecond of its lifetime and gone from then on', () => {
    expect(outlived(since, since, 30)).toBe(false);
    expect(outlived(since, since + 30 * DAY_MS - 1, 30)).toBe(false);
    expect(outlived(since, since + 30 * DAY_MS, 30)).toBe(true);
  });
  it('a clock behind the record (another machine) keeps it', () => {
    expect(outlived(since, since - DAY_MS, 1)).toBe(false);
  });
  it('the cut-off is the last moment a record may have changed to count as outlived', () => {
    const now = since + 30 * DAY_MS;
    expect(lifetimeCutoff(now, 30)).toBe(since);
    expect(outlived(lifetimeCutoff(now, 30), now, 30)).toBe(true);
    expect(outlived(lifetimeCutoff(now, 30) + 1, now, 30)).toBe(false);
  });
});
