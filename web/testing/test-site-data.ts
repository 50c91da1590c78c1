import { DEFAULT_BOOKING_POLICY } from '../../shared/booking/booking-policy';
import { LANGUAGE_LOCALES } from '../../shared/i18n/languages';
import type { PublicConfig } from '../../shared/public-config';
import type { SiteData } from '../app/site-data';

/**
 * The site data a page of the embedded site gives its components (web/app/site-data.tsx), with
 * the configuration a test sets (a booking policy of its own, say). Not for production code.
 */
export function testSiteData(config: Partial<PublicConfig> = {}): SiteData {
  return {
    root: {
      config: {
        myfeiLoginUrl: 'https://myfei.example.org/login',
        languageSelector: true,
        cookieSecure: false,
        gtmContainerId: null,
        embedded: true,
        videoService: 'embedded',
        buildId: 'test',
        bookingPolicy: { seatsPerEvent: DEFAULT_BOOKING_POLICY.seatsPerEvent, seatsInAll: DEFAULT_BOOKING_POLICY.seatsInAll },
        ...config,
      },
      menu: {
        languages: [
          { code: 'sv', name: 'Svenska', locale: LANGUAGE_LOCALES.sv },
          { code: 'en', name: 'English', locale: LANGUAGE_LOCALES.en },
        ],
        mainMenuByLanguage: null,
      },
      preview: { active: false, staff: false },
    },
    previewPage: false,
  };
}
