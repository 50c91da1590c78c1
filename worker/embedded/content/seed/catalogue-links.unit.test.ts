import { describe, expect, it } from 'vitest';
import { buildSearchRecord, SearchRecordSchema, type ContentNode } from '../../../../shared/content';
import { homePath, pathFor } from '../../../../shared/routing/paths';
import { buildCatalogue } from './catalogue';

const catalogue = buildCatalogue({ year: 2026, month: 3, day: 2 });
const items: ContentNode[] = [...catalogue.pages, ...catalogue.courses, ...catalogue.programmes, ...catalogue.articles];

/** The site path of an item, as the route table builds it. */
function pathOf(item: ContentNode): string {
  if (item.type === 'page') {
    if (item.template === 'home') return homePath(item.language);
    return item.parentSlug
      ? pathFor('page', item.language, { slug: item.parentSlug, child: item.slug })
      : pathFor('page', item.language, { slug: item.slug });
  }
  return pathFor(item.type, item.language, { slug: item.slug });
}

const published = new Map(items.filter((item) => item.published).map((item) => [pathOf(item), item]));

/** The published item a site link leads to (query and hash ignored). */
const target = (href: string) => published.get(href.split(/[?#]/)[0] ?? '');

describe('links inside the seed content', () => {
  it('lead every menu link to a published item of the same language', () => {
    for (const language of ['sv', 'en'] as const) {
      const menu = catalogue.menus[language];
      const links = menu.flatMap((item) => [
        ...(item.link ? [item.link] : []),
        ...item.items.flatMap((sub) => [sub.primaryLink, ...sub.secondaryLinks]),
      ]);
      expect(links.length).toBeGreaterThan(20);
      for (const link of links) {
        expect(target(link.url)?.language, link.url).toBe(language);
      }
    }
  });

  it('has list menus with detail columns and plain links in both languages', () => {
    for (const language of ['sv', 'en'] as const) {
      const menu = catalogue.menus[language];
      const lists = menu.filter((item) => item.type === 'list' && item.hero !== null);
      expect(lists.length).toBeGreaterThanOrEqual(2);
      expect(lists.every((item) => item.items.some((sub) => sub.secondaryLinks.length > 0))).toBe(true);
      expect(menu.some((item) => item.type === 'link')).toBe(true);
    }
  });

  it('leads page links, subnav links and curated listings to existing items', () => {
    for (const page of catalogue.pages) {
      const sectionLinks = page.sections.flatMap((section) =>
        section.kind === 'hero' || section.kind === 'listing' ? (section.link ? [section.link.href] : []) : [],
      );
      const subnavLinks = page.subnav?.type === 'links' ? page.subnav.items.map((item) => item.href) : [];
      for (const href of [...sectionLinks, ...subnavLinks]) expect(target(href)?.language, href).toBe(page.language);
      if (page.subnav && page.subnav.type !== 'links') {
        const anchors = page.sections.flatMap((section) => (section.kind === 'text' && section.anchor ? [`#${section.anchor}`] : []));
        for (const item of page.subnav.items) expect(anchors).toContain(item.href);
      }
      for (const section of page.sections) {
        if (section.kind !== 'listing') continue;
        for (const id of section.itemIds) expect(items.find((item) => item.id === id)?.language).toBe(page.language);
      }
    }
  });

  it('has a contact page with a help section and a page with a child', () => {
    for (const language of ['sv', 'en'] as const) {
      const pages = catalogue.pages.filter((page) => page.language === language);
      expect(pages.some((page) => page.sections.some((section) => section.kind === 'text' && section.anchor === 'help'))).toBe(true);
      const parent = pages.find((page) => page.children.length > 0);
      expect(parent).toBeDefined();
      for (const child of parent?.children ?? []) {
        expect(pages.find((page) => page.slug === child.slug)?.parentSlug).toBe(parent?.slug);
      }
    }
  });

  it('relates articles to courses of their own language', () => {
    for (const article of catalogue.articles) {
      for (const id of article.relatedItemIds) expect(items.find((item) => item.id === id)?.language).toBe(article.language);
    }
  });

  it('gives every course and programme a valid search record that links to its page', () => {
    for (const item of [...catalogue.courses, ...catalogue.programmes]) {
      const record = SearchRecordSchema.parse(buildSearchRecord(item, catalogue.today));
      expect(record.url).toBe(pathOf(item));
      expect(record.show_in_search).toBe(item.showInSearch);
      expect(record.min_date).not.toBeNull();
      expect(record.location.length).toBeGreaterThan(0);
    }
  });
});
