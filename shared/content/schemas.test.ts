import { describe, expect, it } from 'vitest';
import { ContentEventSchema } from './content-event';
import { ContentImageSchema, SlugSchema } from './content-primitives';
import { MenuItemSchema, MenuLinkSchema, MenuResponseSchema } from './menu';
import { PageLinkSchema } from './page';
import { MuxColorResponseSchema } from './mux-color';
import { SearchOptionsResponseSchema } from './search-options';

const event = {
  id: 10011,
  type: 'courseEvent',
  postId: 1001,
  documentId: 11,
  category: 'swedish-academic',
  startDate: '2026-02-02',
  endDate: '2026-02-04',
  location: 'Malmö',
  locationOptions: ['Malmö'],
  checkoutConstraints: [],
  pace: '3 dagar, heltid',
  seats: 12,
  prices: [{ currency: 'sek', amount: 14_900 }],
  vatPercentage: 25,
  cancelled: false,
};

describe('content schemas', () => {
  it('removes trailing slashes from the site links of menus and pages, and refuses other schemes', () => {
    expect(MenuLinkSchema.parse({ url: '/kontakt/', target: '_self', title: 'Kontakt' }).url).toBe('/kontakt');
    expect(MenuLinkSchema.parse({ url: 'https://x.example/a/', target: '_blank', title: 'X' }).url).toBe('https://x.example/a/');
    expect(PageLinkSchema.parse({ href: '/en/contact/#help', title: 'Contact' }).href).toBe('/en/contact#help');
    expect(PageLinkSchema.parse({ href: '#help', title: 'Help' }).href).toBe('#help');
    expect(MenuLinkSchema.safeParse({ url: 'javascript:alert(1)', target: '_self', title: 'X' }).success).toBe(false);
    expect(PageLinkSchema.safeParse({ href: 'http://x.example/', title: 'X' }).success).toBe(false);
  });

  it('accepts a well-formed event and refuses one that ends before it starts', () => {
    expect(ContentEventSchema.safeParse(event).success).toBe(true);
    expect(ContentEventSchema.safeParse({ ...event, endDate: '2026-02-01' }).success).toBe(false);
  });

  it('carries the places and checkout constraints an event sets, the places including its own and each named once', () => {
    const rules = { locationOptions: ['Malmö', 'Distans'], checkoutConstraints: [{ title: 'company-only' }] };
    expect(ContentEventSchema.parse({ ...event, ...rules })).toMatchObject(rules);
    expect(ContentEventSchema.safeParse({ ...event, locationOptions: ['Stockholm'] }).success).toBe(false);
    expect(ContentEventSchema.safeParse({ ...event, locationOptions: ['Malmö', 'Malmö'] }).success).toBe(false);
    expect(ContentEventSchema.safeParse({ ...event, locationOptions: ['Malmö', 'Uppsala'] }).success).toBe(false);
    expect(ContentEventSchema.safeParse({ ...event, locationOptions: [] }).success).toBe(false);
    expect(ContentEventSchema.safeParse({ ...event, checkoutConstraints: [{ title: ' ' }] }).success).toBe(false);
  });

  it('refuses an event at an unknown location or without a price', () => {
    expect(ContentEventSchema.safeParse({ ...event, location: 'Uppsala' }).success).toBe(false);
    expect(ContentEventSchema.safeParse({ ...event, prices: [] }).success).toBe(false);
  });

  it('accepts lower-case hyphenated slugs only', () => {
    expect(SlugSchema.safeParse('agil-projektledning-2').success).toBe(true);
    for (const bad of ['Agil', 'agil--x', '-agil', 'agil-', 'å', 'a b', '']) {
      expect(SlugSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts site paths and https images but not protocol-relative or javascript URLs', () => {
    expect(ContentImageSchema.safeParse({ src: '/images/seed/leadership.webp', alt: '' }).success).toBe(true);
    expect(ContentImageSchema.safeParse({ src: '//evil.example/x.svg', alt: '' }).success).toBe(false);
    expect(ContentImageSchema.safeParse({ src: 'javascript:alert(1)', alt: '' }).success).toBe(false);
  });

  it('requires a link on link menu items and items on list menu items', () => {
    const base = { title: 'Kurser', icon: null, hero: null };
    expect(MenuItemSchema.safeParse({ ...base, type: 'link', link: null, items: [] }).success).toBe(false);
    expect(MenuItemSchema.safeParse({ ...base, type: 'list', link: null, items: [] }).success).toBe(false);
    const link = { url: '/om-oss', target: '_self', title: 'Om oss' };
    expect(MenuItemSchema.safeParse({ ...base, type: 'link', link, items: [] }).success).toBe(true);
  });

  it('reads the kind from `type` or `menuType`, refusing an item with neither or with two that disagree', () => {
    const base = { title: 'Om oss', icon: null, hero: null, items: [], link: { url: '/om-oss', target: '_self', title: 'Om oss' } };
    expect(MenuItemSchema.parse({ ...base, menuType: 'link' }).type).toBe('link');
    expect(MenuItemSchema.parse({ ...base, type: 'link', menuType: 'link' }).type).toBe('link');
    const neither = MenuItemSchema.safeParse(base);
    expect(neither.error?.issues.map((issue) => issue.message)).toEqual(['A menu item needs `type` or `menuType`']);
    const disagree = MenuItemSchema.safeParse({ ...base, type: 'link', menuType: 'list' });
    expect(disagree.error?.issues.map((issue) => issue.message)).toEqual(['`type` and `menuType` disagree']);
  });

  it('accepts a menu response and refuses unknown languages and icons', () => {
    const item = {
      title: 'Om oss',
      type: 'link',
      link: { url: '/om-oss', target: '_self', title: 'Om oss' },
      icon: 'group',
      items: [],
      hero: null,
    };
    const response = { languages: [{ code: 'sv', name: 'Svenska', locale: 'sv-SE' }], mainMenuByLanguage: { mainMenuItems: [item] } };
    expect(MenuResponseSchema.safeParse(response).success).toBe(true);
    expect(MenuResponseSchema.safeParse({ ...response, languages: [{ code: 'es', name: 'Español', locale: 'es-ES' }] }).success).toBe(false);
    const badIcon = { ...response, mainMenuByLanguage: { mainMenuItems: [{ ...item, icon: 'rocket' }] } };
    expect(MenuResponseSchema.safeParse(badIcon).success).toBe(false);
  });

  it('accepts search options with known locations only', () => {
    const options = {
      locations: { nodes: [{ name: 'Stockholm' }] },
      categories: { nodes: [{ name: 'Ledarskap', iconFields: { icon: 'group' } }] },
      educationalForms: { nodes: [{ name: 'Klassrum' }] },
    };
    expect(SearchOptionsResponseSchema.safeParse({ searchOptionsByLanguage: options }).success).toBe(true);
    const bad = { ...options, locations: { nodes: [{ name: 'Oslo' }] } };
    expect(SearchOptionsResponseSchema.safeParse({ searchOptionsByLanguage: bad }).success).toBe(false);
  });

  it('accepts a hex mux colour and nothing else', () => {
    expect(MuxColorResponseSchema.safeParse({ color: '#0b5fff' }).success).toBe(true);
    expect(MuxColorResponseSchema.safeParse({ color: 'red' }).success).toBe(false);
  });
});
