import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { MONTH_SHORT_NAMES, currentMonth, monthSpan } from '../../shared/search/month-range';
import { waitForHydration } from './browser';
import { BOTH_LANGUAGES, BOTH_VIEWPORTS, touchVisitorPerTest } from './touch-visitor';

const visitor = touchVisitorPerTest();

const TEXTS = {
  sv: {
    allCourses: 'Sök bland alla utbildningar',
    courses: 'Kurser',
    dates: 'Datum',
    nextYear: 'Nästa år',
    previousYear: 'Föregående år',
    pick: 'Välj',
  },
  en: {
    allCourses: 'Search all courses',
    courses: 'Courses',
    dates: 'Dates',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    pick: 'Pick',
  },
} as const;

/** The month `ahead` months from this one (in Stockholm, as the picker counts), and its first and last day. */
function monthAhead(ahead: number) {
  const now = currentMonth(Date.now());
  const index = now.year * 12 + now.month - 1 + ahead;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The dates of a course page's events, from its schema.org CourseInstance data. */
async function eventDatesOf(page: Page, href: string): Promise<{ startDate: string; endDate: string }[]> {
  const html = await (await page.request.get(href)).text();
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const data = JSON.parse(json.replace(/\\u003c/g, '<')) as { hasCourseInstance?: { startDate: string; endDate: string }[] };
  return data.hasCourseInstance ?? [];
}

describe('the date filter finds courses with an event in the chosen months', () => {
  for (const language of BOTH_LANGUAGES) {
    for (const viewport of BOTH_VIEWPORTS) {
      test(`choosing a month in the date picker lists only courses with an event in it; past months cannot be chosen (${language}, ${viewport})`, async () => {
        const texts = TEXTS[language];
        const { page, problems, press } = await visitor.openHome(language, viewport);
        await press(page.getByRole('link', { name: texts.allCourses }));
        await page.waitForURL((url) => url.pathname.endsWith(language === 'sv' ? '/sok' : '/search'));
        await waitForHydration(page);
        await press(page.getByRole('link', { name: texts.courses, exact: true }).filter({ visible: true }).first());
        await page.waitForURL(/department=course/);
        await waitForHydration(page);
        const results = page.locator('[data-testid="explorer-results"] [data-testid="listing-card"]');
        await results.first().waitFor();
        // Every hit, as the count says: the page shows only the first rows of them (docs/decisions/037).
        const hitCount = async () => Number(/\d+/.exec((await page.getByTestId('explorer-count').textContent()) ?? '')?.[0]);
        const allCount = await hitCount();

        await press(page.getByRole('button', { name: texts.dates }));
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        // Nothing before this month can be chosen: not the year before, not an earlier month.
        expect(await dialog.getByRole('button', { name: texts.previousYear }).isDisabled()).toBe(true);
        const now = monthAhead(0);
        const names = MONTH_SHORT_NAMES[language];
        if (now.month > 1) {
          expect(await dialog.getByRole('button', { name: `${names[now.month - 2]} ${now.year}`, exact: true }).isDisabled()).toBe(true);
        }
        expect(await dialog.getByRole('button', { name: `${names[now.month - 1]} ${now.year}`, exact: true }).isDisabled()).toBe(false);
        await page.screenshot({ path: `/tmp/shots-c/date-picker-${language}-${viewport}.png` });

        // The seed plans events in some months and not others: the first month from the fourth on
        // that has courses is the one checked (a month without any is a right answer too, but shows nothing).
        let target = monthAhead(4);
        let hrefs: string[] = [];
        let shownYear = now.year;
        for (let ahead = 4; ahead <= 9 && hrefs.length === 0; ahead += 1) {
          target = monthAhead(ahead);
          if (ahead > 4) await press(page.getByRole('button', { name: new RegExp(`^${texts.dates}`) }));
          await dialog.waitFor();
          if (ahead > 4) shownYear = Number(await dialog.locator('[aria-live="polite"]').first().textContent());
          if (target.year > shownYear) await press(dialog.getByRole('button', { name: texts.nextYear }));
          await press(dialog.getByRole('button', { name: `${names[target.month - 1]} ${target.year}`, exact: true }));
          await press(dialog.getByRole('button', { name: texts.pick, exact: true }));
          await dialog.waitFor({ state: 'detached' });
          // The address takes the query once its results are on the page.
          const span = monthSpan({ year: target.year, month: target.month })!;
          await page.waitForURL((url) => url.searchParams.get('dates') === `${span[0]},${span[1]}`);
          hrefs = await results.locator('a[href]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
        }
        expect(hrefs.length).toBeGreaterThan(0);
        expect(await hitCount()).toBeLessThan(allCount);
        for (const href of hrefs) {
          const events = await eventDatesOf(page, href);
          const inMonth = events.some((event) => event.startDate <= target.last && event.endDate >= target.first);
          expect(inMonth, `${href} has an event in ${target.first.slice(0, 7)}: ${JSON.stringify(events)}`).toBe(true);
        }
        await page.screenshot({ path: `/tmp/shots-c/date-filter-${language}-${viewport}.png` });
        expect(problems).toEqual([]);
      });
    }
  }
});
