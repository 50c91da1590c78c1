import type { MenuResponse } from '../../shared/content';
import { LANGUAGE_LOCALES, type Language } from '../../shared/i18n/languages';
import type { RootData } from '../../shared/pages/root-data';
import { publicConfig } from '../config';
import type { RequestContext } from '../context';
import { errorText, logEvent } from '../request-log';
import { describeThrownFailure } from '../../shared/resilience/service-failure';

/** The menu when the content service fails and no copy is cached: the site still renders. */
const FALLBACK_MENU: MenuResponse = {
  languages: [
    { code: 'sv', name: 'Svenska', locale: LANGUAGE_LOCALES.sv },
    { code: 'en', name: 'English', locale: LANGUAGE_LOCALES.en },
  ],
  mainMenuByLanguage: null,
};

/**
 * The root route's data: `{ config, menu, preview }`: the browser configuration, the menu of the
 * path's language and the preview state (the header's refresh button).
 */
export async function rootLoader(context: RequestContext, language: Language): Promise<RootData> {
  const [menu, preview] = await Promise.all([
    context.content.menu(language).catch((error: unknown) => {
      // The page renders without its menu, and is not kept that way (the request's health).
      const failure = describeThrownFailure(error);
      context.health.fail('content', failure);
      logEvent('warn', 'menu_unavailable', context.trace.requestId, { service: 'content', how: failure.how, error: errorText(error) });
      return FALLBACK_MENU;
    }),
    context.preview,
  ]);
  return {
    config: publicConfig(context.config, context.build.buildId),
    menu,
    preview: { active: preview.active, staff: preview.staff },
  };
}
