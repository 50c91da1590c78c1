import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuLanguage } from '../../shared/content';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { I18nProvider } from '../app/i18n-context';
import { LinkProvider, NavigationProvider, PlainLink, type SiteNavigation } from '../app/navigation';
import { SiteDataProvider, type SiteData } from '../app/site-data';
import { SiteHeader } from '../header/site-header';
import { Island, IslandModeProvider, PrerenderedIslandsProvider } from './island';
import { inertNavigation, pageIndependentIslands } from './page-independent-islands';

const LANGUAGE_LINKS: MenuLanguage[] = [
  { code: 'sv', name: 'Svenska', locale: 'sv-SE' },
  { code: 'en', name: 'English', locale: 'en-GB' },
];

/** A menu of each kind of entry: a list with a hero and a detail column, and a plain link. */
function menuOf(language: Language): MenuItem[] {
  const root = language === 'sv' ? '' : '/en';
  const link = (title: string, url: string) => ({ title, url: `${root}${url}`, target: '_self' as const });
  return [
    {
      title: language === 'sv' ? 'Kurser' : 'Courses',
      type: 'list',
      link: null,
      icon: null,
      items: [
        { title: 'A', primaryLink: link('A', '/a'), secondaryLinks: [link('A 1', '/a/1'), link('A 2', '/a/2')] },
        { title: 'B', primaryLink: link('B', '/b'), secondaryLinks: [] },
      ],
      hero: { title: 'Hero', description: 'Text', media: { src: '/images/seed/leadership.webp', alt: '' } },
    },
    { title: 'Inspiration', type: 'link', link: link('Inspiration', '/inspiration'), icon: null, items: [], hero: null },
  ];
}

function siteData(language: Language, preview = false): SiteData {
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
        bookingPolicy: { seatsPerEvent: 20, seatsInAll: 60 },
      },
      menu: { languages: LANGUAGE_LINKS, mainMenuByLanguage: { mainMenuItems: menuOf(language) } },
      preview: { active: preview, staff: preview },
    },
    previewPage: preview,
  };
}

function navigationAt(address: string): SiteNavigation {
  const { pathname, search, hash } = new URL(address, 'https://fei.example');
  return inertNavigation({ pathname, search, hash });
}

/** The header island as a page run as islands renders it, at an address, with or without the prerendered HTML. */
function headerOnPage(language: Language, site: SiteData, address: string, prerendered: Record<string, string> = {}): string {
  const island: ReactNode = h(Island, { name: 'header', component: SiteHeader, props: {} });
  return renderToString(
    h(
      IslandModeProvider,
      { value: 'islands' },
      h(
        SiteDataProvider,
        { value: site },
        h(
          I18nProvider,
          { language },
          h(
            LinkProvider,
            { value: PlainLink },
            h(NavigationProvider, { value: navigationAt(address) }, h(PrerenderedIslandsProvider, { value: prerendered }, island)),
          ),
        ),
      ),
    ),
  );
}

const ADDRESSES: Record<Language, string[]> = {
  sv: ['/', '/kurs/ledarskap-for-nya-chefer', '/sok?q=ledarskap&preview=true', '/utbildningar?department=course#list'],
  en: ['/en', '/en/course/leadership-for-new-managers', '/en/search?q=lead'],
};

describe('page-independent islands', () => {
  for (const language of LANGUAGES) {
    it(`write the header (${language}) exactly as the page would render it, at every address`, () => {
      const site = siteData(language);
      const prerendered = pageIndependentIslands(language, JSON.stringify(site));
      expect(prerendered.header).toContain('site-header');
      for (const address of ADDRESSES[language]) {
        expect(headerOnPage(language, site, address, prerendered)).toBe(headerOnPage(language, site, address));
      }
    });

    it(`leave the header (${language}) to the page in preview, where its refresh button links to the page`, () => {
      const site = siteData(language, true);
      expect(pageIndependentIslands(language, JSON.stringify(site))).toEqual({});
      const [first, second] = ADDRESSES[language];
      expect(headerOnPage(language, site, first!)).not.toBe(headerOnPage(language, site, second!));
    });
  }

  it('render once per language and site data', () => {
    const json = JSON.stringify(siteData('sv'));
    const first = pageIndependentIslands('sv', json);
    expect(pageIndependentIslands('sv', json)).toBe(first);
    const english = pageIndependentIslands('en', JSON.stringify(siteData('en')));
    expect(english.header).toContain('Courses');
    expect(first.header).toContain('Kurser');
  });
});
