import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';

// Words a visitor reads, in the HTML the worker serves (moved from tests/e2e/words.test.ts, which
// keeps one walk per language that reaches them from the home page): the distance location is
// named in the page's language ("Online" in English, never the Swedish value "Distans") on the
// search page, its cards, a course page and its schedule page; a programme page calls itself the
// programme; the Postgraduate Certificate lists what you learn, not admission facts.

const get = (path: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', headers: { Cookie: 'i18n_redirected=sv' } }));
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The text of the page's main element, without tags (attribute values such as the filter's `value="Distans"` are not read). */
const mainText = (page: string) =>
  (/<main[\s\S]*?<\/main>/.exec(page)?.[0] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
/** The visible names of the options of the select named `name`. */
const optionsOf = (page: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(page)?.[0] ?? '';
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]);
};

const TEXTS = {
  sv: {
    search: '/sok',
    remote: 'Distans',
    hr: '/program/hr-programmet',
    programmeFormat: 'Programmet blandar dagar på plats',
    courseFormat: /Kursen blandar/,
  },
  en: {
    search: '/en/search',
    remote: 'Online',
    hr: '/en/programme/hr-programme',
    programmeFormat: 'The programme mixes days on site',
    courseFormat: /The course mixes/,
  },
} as const;

beforeAll(async () => {
  await get('/sok');
}, 60_000);

describe('the distance location reads in the page language', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`"${texts.remote}" on the search filter, the distance hits' cards, a course page and its schedule page (${language})`, async () => {
      const search = await html(texts.search);
      const locations = optionsOf(search, 'location');
      expect(locations).toContain(texts.remote);
      if (language === 'en') expect(locations).not.toContain('Distans');

      // The filter's value is the Swedish word in every language; what the cards say is not.
      const hits = await html(`${texts.search}?location=Distans`);
      const places = [...hits.matchAll(/class="card__fact card__fact--location"[^>]*>([\s\S]*?)<\/(?:li|p|span|div)>/g)].map((match) =>
        (match[1] ?? '').replace(/<[^>]+>/g, ''),
      );
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) expect(place).toContain(texts.remote);
      if (language === 'en') expect(places.join(' ')).not.toContain('Distans');

      const course = /<a[^>]*class="card__link"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="card__link"/.exec(hits);
      const coursePath = course?.[1] ?? course?.[2] ?? '';
      expect(coursePath).not.toBe('');
      const coursePage = await html(coursePath);
      expect(mainText(coursePage)).toContain(texts.remote);
      if (language === 'en') expect(mainText(coursePage)).not.toContain('Distans');

      // The schedule page of a distance event names its location the same way.
      const rows = /id="events"[\s\S]*$/.exec(coursePage)?.[0] ?? '';
      const remoteRow = [...rows.matchAll(/<li[\s\S]*?<\/li>/g)]
        .map((match) => match[0])
        .find((row) => row.includes(texts.remote) && row.includes('/schedule/'));
      const schedulePath = /href="([^"]*\/schedule\/[^"]*)"/.exec(remoteRow ?? '')?.[1] ?? '';
      expect(schedulePath).not.toBe('');
      const schedule = mainText(await html(schedulePath.replace(/&amp;/g, '&')));
      expect(schedule).toContain(texts.remote);
      if (language === 'en') expect(schedule).not.toContain('Distans');
    });

    test(`the HR programme's page calls itself the programme, never the course (${language})`, async () => {
      const text = mainText(await html(texts.hr));
      expect(text).toContain(texts.programmeFormat);
      expect(text).not.toMatch(texts.courseFormat);
    });
  }

  test("the Postgraduate Certificate's page lists three things you learn, not admission facts (sv, en)", async () => {
    for (const [path, heading, facts] of [
      ['/program/postgraduate-certificate-in-management', 'Det här lär du dig', ['Akademiska poäng', 'Undervisning på engelska']],
      ['/en/programme/postgraduate-certificate-in-management', 'What you will learn', ['Academic credits', 'Taught in English']],
    ] as const) {
      const page = await html(path);
      const list = (page.split(new RegExp(`<h2[^>]*>${heading}</h2>`))[1] ?? '').split('</ul>')[0] ?? '';
      const outcomes = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, ''));
      expect(outcomes, path).toHaveLength(3);
      for (const fact of facts) expect(outcomes, path).not.toContain(fact);
    }
  });
});
