import { languageOfPath } from '../shared/i18n/languages';
import { translator } from '../shared/i18n/translator';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * The error page as plain HTML, for failures before or during React rendering (when the React
 * error page itself cannot be trusted to render). Same texts and links as the React error page.
 */
export function fallbackErrorPage(pathname: string, status: number, stylesheets: readonly string[]): string {
  const language = languageOfPath(pathname);
  const t = translator(language);
  const title = status === 404 ? t('error.title_404') : status === 500 ? t('error.title_500') : t('error.title_other');
  const home = language === 'sv' ? '/' : `/${language}`;
  const search = language === 'sv' ? '/sok' : '/en/search';
  const css = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title.trim())} | ${escapeHtml(t('site.name'))}</title>${css}</head><body><main id="main" class="layout__main"><section class="error-page"><h1 class="error-page__title">${escapeHtml(title)}</h1><p class="error-page__message">${escapeHtml(t('error.page_gone'))}</p><ul class="error-page__links"><li><a href="${home}">${escapeHtml(t('cta.go_home'))}</a></li><li><a href="${search}">${escapeHtml(t('cta.go_search'))}</a></li></ul><a class="button button--primary" href="/">${escapeHtml(t('cta.back'))}</a></section></main></body></html>`;
}
