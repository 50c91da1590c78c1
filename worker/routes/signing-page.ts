import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LANGUAGE_LOCALES, isLanguage, type Language } from '../../shared/i18n/languages';
import { translator } from '../../shared/i18n/translator';
import { pathFor } from '../../shared/routing/paths';
import { createEmbeddedSigning, type EmbeddedSigning, type SigningView } from '../adapters/signing/embedded';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Largest body of the signing form. */
export const SIGNING_FORM_LIMIT = 16 * 1024;

function money(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

function languageOf(c: Context<AppEnv>, form?: Record<string, unknown>): Language {
  const requested = form?.lang ?? c.req.query('lang');
  return isLanguage(requested) ? requested : 'sv';
}

function page(language: Language, css: readonly string[], body: string): string {
  const t = translator(language);
  const links = css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('signing.title'))} | ${escapeHtml(t('site.name'))}</title>${links}</head><body><div class="layout layout--checkout"><header class="site-header site-header--focused"><div class="site-header__inner"><a class="site-header__logo" href="${language === 'sv' ? '/' : '/en'}" aria-label="${escapeHtml(t('cta.go_home'))}"><span aria-hidden="true">FEI</span></a><p class="site-header__title">${escapeHtml(t('signing.title'))}</p></div></header><main id="main" class="layout__main"><section class="signing-page checkout-page">${body}</section></main></div></body></html>`;
}

function summary(view: SigningView, language: Language): string {
  const t = translator(language);
  const { document, cart, totals } = view;
  const items = (cart?.cartItems ?? [])
    .map((item) => `<li><strong>${escapeHtml(item.displayTitle)}</strong> <span>${escapeHtml(item.startDate)}${item.endDate !== item.startDate ? ` – ${escapeHtml(item.endDate)}` : ''}</span> <span>· ${escapeHtml(t('checkout.confirm.participant_count', { count: item.participantCount }))}</span></li>`)
    .join('');
  const total = totals ? `<p class="signing-page__total">${escapeHtml(t('checkout.confirm.total'))}: <strong>${escapeHtml(money(totals.cartPrice.total, totals.cartPrice.currency, language))}</strong></p>` : '';
  const customer = cart ? `<p>${escapeHtml(t('checkout.confirm.customer'))}: ${escapeHtml(cart.customer.name)}</p>` : '';
  return `<dl class="summary-list"><dt>${escapeHtml(t('signing.order'))}</dt><dd data-testid="signing-order">${escapeHtml(document.orderId)}</dd><dt>${escapeHtml(t('signing.document'))}</dt><dd>${escapeHtml(document.title)}</dd></dl>${customer}<ul class="signing-page__items">${items}</ul>${total}`;
}

function signForm(id: string, language: Language, error: boolean): string {
  const t = translator(language);
  const alert = error ? `<p class="form-error" role="alert" id="sign-error">${escapeHtml(t('signing.invalid'))}</p>` : '';
  const describedBy = error ? ' aria-describedby="sign-error" aria-invalid="true"' : '';
  return `<form method="post" action="/sign/${escapeHtml(id)}" class="checkout-form signing-page__form">${alert}<input type="hidden" name="lang" value="${language}"><div class="field"><label for="signatory-name">${escapeHtml(t('signing.signatory_name'))}</label><input id="signatory-name" name="name" autocomplete="name" required maxlength="200"${describedBy}></div><div class="field field--checkbox"><input type="checkbox" id="signing-consent" name="consent" value="yes" required${describedBy}><label for="signing-consent">${escapeHtml(t('signing.consent'))}</label></div><button type="submit" class="button button--primary">${escapeHtml(t('signing.confirm'))}</button></form>`;
}

/**
 * The local signing page of the embedded signing service (`/sign/{documentId}`): the order's
 * summary and a form where the signatory types their name and confirms. Signing marks the order
 * signed and leads (303) to the checkout status page. Plain HTML: it works without JavaScript.
 * Not served when Scrive is configured.
 */
export function signingPageRoutes(build: BuildInfo, getSigning: (c: Context<AppEnv>) => EmbeddedSigning = (c) => createEmbeddedSigning({ db: c.env.DB })) {
  const app = new Hono<AppEnv>();
  const css = build.assets.css;

  const notFound = (c: Context<AppEnv>, language: Language) =>
    c.html(page(language, css, `<h1>${escapeHtml(translator(language)('signing.not_found'))}</h1>`), 404);

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  app.get('/:id', async (c) => {
    const language = languageOf(c);
    if (c.var.config.SCRIVE_API_URL) return notFound(c, language);
    const t = translator(language);
    const result = await getSigning(c).view(c.req.param('id'));
    if (!result.ok) return notFound(c, language);
    const { document } = result.value;
    const status = `${pathFor('checkout-status', language)}?document=${document.id}`;
    const action =
      document.status === 'signed'
        ? `<p role="status">${escapeHtml(t('signing.already_signed'))}</p><a class="button button--primary" href="${status}">${escapeHtml(t('signing.to_status'))}</a>`
        : signForm(document.id, language, c.req.query('error') === '1');
    return c.html(
      page(language, css, `<h1>${escapeHtml(t('signing.heading'))}</h1><p class="notice">${escapeHtml(t('signing.demo_notice'))}</p><p>${escapeHtml(t('signing.intro'))}</p>${summary(result.value, language)}${action}`),
    );
  });

  // A name, a consent box and a language fit in a few hundred bytes; nothing bigger is read.
  const formLimit = bodyLimit({ maxSize: SIGNING_FORM_LIMIT, onError: (c) => c.text('Payload Too Large', 413) });

  app.post('/:id', formLimit, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const language = languageOf(c, form);
    if (c.var.config.SCRIVE_API_URL) return notFound(c, language);
    const id = c.req.param('id');
    const name = typeof form.name === 'string' ? form.name.trim() : '';
    if (name === '' || name.length > 200 || form.consent !== 'yes') {
      return c.redirect(`/sign/${encodeURIComponent(id)}?lang=${language}&error=1`, 303);
    }
    const signing = getSigning(c);
    const result = await signing.sign(id, name);
    if (!result.ok && result.error.statusCode === 404) return notFound(c, language);
    // Signed now or before: either way the visitor goes on to the status page.
    return c.redirect(`${pathFor('checkout-status', language)}?document=${encodeURIComponent(id)}`, 303);
  });
  return app;
}
