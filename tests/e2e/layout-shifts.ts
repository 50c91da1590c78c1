import type { Page } from 'playwright-core';

/**
 * What the page's layout shifts add up to so far (the buffered entries include those before the
 * test looked), with a description of each. A shift of the header's action buttons of 0.0001-0.003
 * right at first paint shows up in about one desktop load in ten (cause not found: the header's
 * HTML arrives whole); the budget tolerates that and nothing a visitor could notice.
 */
export const SHIFT_BUDGET = 0.005;

export async function layoutShifts(page: Page): Promise<{ total: number; shifts: string }> {
  const entries = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const records = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[];
    observer.disconnect();
    return records
      .filter((entry) => !entry.hadRecentInput && entry.value > 0)
      .map((entry) => ({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 120) ?? '?').join(' | '),
      }));
  });
  return {
    total: entries.reduce((sum, entry) => sum + entry.value, 0),
    shifts: entries.map((entry) => `${entry.value.toFixed(4)} ${entry.sources}`).join('; '),
  };
}
