import type { Language } from '../../shared/i18n/languages';
import type { MessageKey } from '../../shared/i18n/translator';
import { translator } from '../../shared/i18n/translator';
import type { PageMeta } from '../../shared/page-meta';
import { pathFor } from '../../shared/routing/paths';
import type { RouteName } from '../../shared/routing/route-table';
import type { PageLoaderArgs } from './page-loader';

/** Head data for a page that exists in every language with the same parameters. */
export function staticPageMeta(args: PageLoaderArgs, titleKey: MessageKey, options: { noindex?: boolean } = {}): PageMeta {
  const t = translator(args.language);
  const origin = args.context.config.PUBLIC_SITE_URL.replace(/\/$/, '');
  const url = (language: Language) => origin + pathFor(args.route, language, args.params);
  const alternates: Record<Language, string> = { sv: url('sv'), en: url('en') };
  return {
    title: t(titleKey),
    description: t('site.description'),
    canonical: alternates[args.language],
    alternates,
    ...(options.noindex ? { noindex: true } : {}),
  };
}

/** The message key of a route's heading. */
export function titleKeyOf(route: RouteName): MessageKey {
  return `pages.${route.replace(/-/g, '_')}` as MessageKey;
}
