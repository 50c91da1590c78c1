import { describe, expect, it } from 'vitest';
import { translator } from '../shared/i18n/translator';
import { fallbackErrorPage } from './fallback-error-page';

describe('fallbackErrorPage', () => {
  it('is a whole document in the language of the path, titled by status, with the error page’s links and no script', () => {
    const t = translator('en');
    const html = fallbackErrorPage('/en/course/gone', 404, ['/assets/styles.css']);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<title>${t('error.title_404').trim()} | ${t('site.name')}</title>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.css"/>');
    expect(html).toContain(`<h1 class="error-page__title">${t('error.title_404')}</h1>`);
    expect(html).toContain(`<a href="/en">${t('cta.go_home')}</a>`);
    expect(html).toContain(`<a href="/en/search">${t('cta.go_search')}</a>`);
    expect(html).toContain(`<a class="button button--primary" href="/">${t('cta.back')}</a>`);
    expect(html).not.toContain('<script');
  });

  it('is Swedish outside /en, with the Swedish addresses, and says which kind of error it is', () => {
    const t = translator('sv');
    const server = fallbackErrorPage('/kurs/x', 500, []);
    expect(server.startsWith('<!DOCTYPE html><html lang="sv">')).toBe(true);
    expect(server).toContain(`<h1 class="error-page__title">${t('error.title_500')}</h1>`);
    expect(server).toContain(`<a href="/sok">${t('cta.go_search')}</a>`);
    expect(fallbackErrorPage('/', 400, [])).toContain(`<h1 class="error-page__title">${t('error.title_other')}</h1>`);
  });

  // Issue 49, item 5: for 502, 503 and 504 the app's error page said the service is not answering
  // while this page said 'Something went wrong' and that the page was gone. Both read their texts
  // from one place now (shared/errors/error-page-text.ts).
  it("says what the app's error page says when an outside service failed: not answering, try again", () => {
    for (const language of ['sv', 'en'] as const) {
      const t = translator(language);
      for (const status of [502, 503, 504]) {
        const html = fallbackErrorPage(language === 'en' ? '/en/course/x' : '/kurs/x', status, []);
        expect(html, `${language} ${status}`).toContain(`<title>${t('error.title_unavailable')} | ${t('site.name')}</title>`);
        expect(html, `${language} ${status}`).toContain(`<h1 class="error-page__title">${t('error.title_unavailable')}</h1>`);
        expect(html, `${language} ${status}`).toContain(`<p class="error-page__message">${t('error.unavailable')}</p>`);
        expect(html, `${language} ${status}`).not.toContain(t('error.page_gone'));
        expect(html, `${language} ${status}`).toContain(`<p>${t('error.options')}</p>`);
      }
    }
  });

  it('escapes what it is given: a stylesheet address cannot close its attribute', () => {
    const html = fallbackErrorPage('/', 400, ['/a.css"><script>alert(1)</script>']);
    expect(html).toContain('href="/a.css&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script');
  });

  it("shows the request's id as the error's reference in the page's language, and nothing without one", () => {
    const sv = fallbackErrorPage('/kurs/x', 500, [], '8c1f2a3b4c5d6e7f-ARN');
    expect(sv).toContain('<p class="error-page__reference">Felkod: <code>8c1f2a3b4c5d6e7f-ARN</code>');
    const en = fallbackErrorPage('/en/course/x', 404, [], '8c1f2a3b4c5d6e7f-ARN');
    expect(en).toContain('Error reference: <code>8c1f2a3b4c5d6e7f-ARN</code>');
    expect(fallbackErrorPage('/kurs/x', 500, [])).not.toContain('error-page__reference');
  });
});
