import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isLanguage, type Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import type { AppEnv } from '../app-env';
import type { BuildInfo } from '../build-info';
import type { PageRendererPort } from '../ports/page-renderer';
import { signingPagePath, type LocalSigningPage, type SigningView } from '../ports/signing';
import { requireOrderHolder } from '../middleware/order-holder';
import { signingTokenCookie } from '../signing-token-cookie';
import { streamDocument } from './stream-document';
import { ApiError } from '../http-error';
import { backendAnswer } from './backend-answer';

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Largest body of the signing form. */
export const SIGNING_FORM_LIMIT = 16 * 1024;

function languageOf(c: Context<AppEnv>, form?: Record<string, unknown>): Language {
  const requested = form?.lang ?? c.req.query('lang');
  return isLanguage(requested) ? requested : 'sv';
}

/**
 * The local signing page of the embedded signing service (`/sign/{documentId}`): the order's
 * summary and a form where the signatory types their name and confirms. Signing marks the order
 * signed and leads (303) to the checkout status page. The page is the web app's `SigningPage` in
 * the site's document, streamed like every page but without hydration or any script: it is a
 * plain form and works without JavaScript. Not served when Scrive is configured. Only the holder
 * of the order's token sees or signs it (the cookie the document's creation set); anyone else
 * gets the page of a document that does not exist.
 */
export function signingPageRoutes(renderer: PageRendererPort, build: BuildInfo) {
  const app = new Hono<AppEnv>();

  /**
   * Streams the signing page for a document (null: no such document, a 404); `refusedName` when
   * it answers a refused form, with the name it carried. That answer is a 200: the page works as
   * it should, and a browser reports a 4xx document as an error in its console.
   */
  async function render(c: Context<AppEnv>, language: Language, signing: SigningView | null, refusedName?: string) {
    const refused = refusedName !== undefined || c.req.query('error') === '1';
    c.status(signing ? 200 : 404);
    const id = signing?.document.id ?? '';
    const page = renderer.signingPage({ language, signing, formAction: signingPagePath(id), refused, name: refusedName ?? '' });
    return streamDocument(c, renderer, build, { language, hydration: null, label: 'signing page' }, page);
  }

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  /**
   * Only the holder of the document's order's token (the cookie `/api/docs/create` set for this
   * page's path) sees or signs it; anyone else gets the page of a document that does not exist.
   */
  const holdsPageOrder = requireOrderHolder({
    claim: (c) => {
      const { signing } = c.var.context;
      const id = c.req.param('id') ?? '';
      return { token: signingTokenCookie(c), order: async () => (signing.localPage ? signing.documentOrder(id) : null) };
    },
    refuse: async (c) => {
      const form = c.req.method === 'POST' ? await c.req.parseBody().catch((): Record<string, unknown> => ({})) : undefined;
      return render(c, languageOf(c, form), null);
    },
  });

  /** The document of a page its order's holder asked for (null: none, answered as no such document). */
  async function documentView(c: Context<AppEnv>, localPage: LocalSigningPage): Promise<SigningView | null> {
    const result = await localPage.view(c.req.param('id') ?? '');
    return result.ok ? result.value : null;
  }

  // Without the token of the document's order it answers as a document that does not exist,
  // and the signing service is not asked.
  const holdsStatusOrder = requireOrderHolder({
    claim: (c) => {
      const id = c.req.param('id') ?? '';
      return { token: signingTokenCookie(c), order: async () => (DOCUMENT_ID.test(id) ? c.var.context.signing.documentOrder(id) : null) };
    },
    refuse: () => {
      throw new ApiError(404, 'not_found', 'No signing document with this id');
    },
  });

  /**
   * `GET /sign/{id}/status`: whether the document is signed, for the browser that holds its
   * signing page's cookie (its path covers this address), so the status page the signing leads to
   * can say so in a browser without the booker's stored cart. Only `{ status, signedAt }`: no order
   * id, name or item, since the signatory may be someone the booker forwarded the page to.
   */
  app.get('/:id/status', holdsStatusOrder, async (c) => {
    const id = c.req.param('id');
    const result = await c.var.context.signing.getStatus(id);
    if (!result.ok && result.error.statusCode < 500) throw new ApiError(404, 'not_found', 'No signing document with this id');
    if (!result.ok) return backendAnswer(c, result, 200, 'signing');
    const { status, signedAt } = result.value;
    return c.json({ status, signedAt });
  });

  app.get('/:id', holdsPageOrder, async (c) => {
    const language = languageOf(c);
    const localPage = c.var.context.signing.localPage;
    if (!localPage) return render(c, language, null);
    return render(c, language, await documentView(c, localPage));
  });

  // A name, a consent box and a language fit in a few hundred bytes; nothing bigger is read.
  const formLimit = bodyLimit({ maxSize: SIGNING_FORM_LIMIT, onError: (c) => c.text('Payload Too Large', 413) });

  app.post('/:id', formLimit, holdsPageOrder, async (c) => {
    const form = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
    const language = languageOf(c, form);
    const localPage = c.var.context.signing.localPage;
    if (!localPage) return render(c, language, null);
    const id = c.req.param('id');
    const view = await documentView(c, localPage);
    if (!view) return render(c, language, null);
    const typed = typeof form.name === 'string' ? form.name : '';
    const name = typed.trim();
    // Refused: the page again, saying why, with the name as typed (a redirect would lose it; the
    // consent box is judged here, not by the browser, so that it is not invalid before the send).
    if (name === '' || name.length > 200 || form.consent !== 'yes') return render(c, language, view, typed.slice(0, 200));
    const result = await localPage.sign(id, name);
    if (!result.ok && result.error.statusCode === 404) return render(c, language, null);
    // The hold ran out: back to the page, which now says so and offers to book again.
    if (!result.ok && result.error.statusMessage === 'hold_expired') {
      return c.redirect(`${signingPagePath(encodeURIComponent(id))}?lang=${language}`, 303);
    }
    // Signed now or before: either way the visitor goes on to the status page.
    return c.redirect(`${pathFor('checkout-status', language)}?document=${encodeURIComponent(id)}`, 303);
  });
  return app;
}
