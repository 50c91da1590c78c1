import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { errorPageText } from './error-page-text';

describe('the error page texts', () => {
  it('give 404 and 500 titles of their own and the page-is-gone message', () => {
    expect(errorPageText(404)).toEqual({ titleKey: 'error.title_404', messageKey: 'error.page_gone', showsDetail: true });
    expect(errorPageText(500)).toEqual({ titleKey: 'error.title_500', messageKey: 'error.page_gone', showsDetail: true });
    expect(errorPageText(400)).toEqual({ titleKey: 'error.title_other', messageKey: 'error.page_gone', showsDetail: true });
  });

  it('say an outside service is not answering for 502, 503 and 504, and show no detail', () => {
    for (const status of [502, 503, 504]) {
      expect(errorPageText(status), String(status)).toEqual({
        titleKey: 'error.title_unavailable',
        messageKey: 'error.unavailable',
        showsDetail: false,
      });
    }
  });

  it('say to try again in a minute for 429 (a lookup limit), and show no detail', () => {
    expect(errorPageText(429)).toEqual({ titleKey: 'error.title_busy', messageKey: 'error.busy', showsDetail: false });
  });

  it('name texts both languages have', () => {
    for (const language of ['sv', 'en'] as const) {
      const t = translator(language);
      for (const status of [400, 404, 429, 500, 502, 503, 504]) {
        const { titleKey, messageKey } = errorPageText(status);
        for (const key of [titleKey, messageKey]) {
          expect(t(key), `${language} ${status} ${key}`).toMatch(/\p{L}{3}/u);
          expect(t(key), `${language} ${status} ${key}`).not.toBe(key);
        }
      }
    }
  });
});
