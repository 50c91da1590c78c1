import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { MenuResponseSchema } from '../../shared/content';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { createFakeGraphqlServer } from './fakes/graphql-server';

// The spec's menu item names its kind `menuType` or `type`. This CMS sends `menuType` only.
describe('a CMS whose menu items name their kind menuType', () => {
  const fake = createFakeGraphqlServer();
  const CMS_URL = 'https://menu-type-cms.test/graphql';
  const original = globalThis.fetch;
  const site = createApp({
    config: parseConfig({ CONTENT_GRAPHQL_URL: CMS_URL, CONTENT_CACHE_TTL: '0' }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
  });
  const get = (path: string) => site.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }), env);

  beforeAll(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(CMS_URL)) return original(input, init);
      const answer = await fake.fetch(fake.url, init);
      const body = (await answer.json()) as { data?: { mainMenuByLanguage?: { mainMenuItems?: Record<string, unknown>[] } } };
      const items = body.data?.mainMenuByLanguage?.mainMenuItems;
      if (items) {
        body.data!.mainMenuByLanguage!.mainMenuItems = items.map(({ type, ...item }) => ({ ...item, menuType: type }));
      }
      return Response.json(body);
    });
  });

  test('keeps its whole menu: every item is read with its kind', async () => {
    const response = await get('/api/content/menu/sv');
    expect(response.status).toBe(200);
    const menu = MenuResponseSchema.parse(await response.json());
    const items = menu.mainMenuByLanguage?.mainMenuItems ?? [];
    expect(items.map((item) => [item.title, item.type])).toEqual(fake.catalogue.menus.sv.map((item) => [item.title, item.type]));
    expect(items.some((item) => item.type === 'list')).toBe(true);
  });

  test("the page's header shows the CMS's menu entries", async () => {
    const html = await (await get('/sitemap')).text();
    for (const item of fake.catalogue.menus.sv) expect(html).toContain(item.title);
  });
});
