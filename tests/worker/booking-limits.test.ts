import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';

// Who can book says so where the visitor chooses an event: a company-only course's page says it
// by its dates, in the served HTML (moved from tests/e2e/booking-limits.test.ts, which keeps the
// walk from the home page). A course of a category open to private persons says nothing.

const get = (path: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', headers: { Cookie: 'i18n_redirected=sv' } }));
/** The HTML of the page's event list, from its heading's section to the end of the list. */
const eventsOf = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const start = html.indexOf('id="events"');
  expect(start, `${path} has an event list`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
};

const PAGES = {
  sv: {
    companyOnly: '/kurs/budgetering-och-prognoser',
    open: '/kurs/internationell-ekonomistyrning',
    notice: 'Den här kursen kan bara bokas av företag och organisationer.',
  },
  en: {
    companyOnly: '/en/course/budgeting-and-forecasting',
    open: '/en/course/international-management-control',
    notice: 'Only companies and organisations can book this course.',
  },
} as const;

beforeAll(async () => {
  await get('/');
}, 60_000);

describe('booking limits on a course page', () => {
  for (const language of ['sv', 'en'] as const) {
    const pages = PAGES[language];
    test(`a company-only course says so by its dates; a course a private person can book does not (${language})`, async () => {
      const events = await eventsOf(pages.companyOnly);
      expect(events).toContain(pages.notice);
      expect(events).toMatch(/data-island="add-to-cart"/);
      expect(await eventsOf(pages.open)).not.toContain(pages.notice);
    });
  }
});
