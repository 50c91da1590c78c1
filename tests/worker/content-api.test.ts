import { beforeAll, describe, expect, test } from 'vitest';
import { LOCATIONS, MenuResponseSchema, SearchOptionsResponseSchema } from '../../shared/content';
import { get } from './content-helpers';

beforeAll(async () => {
  // The first request loads the worker's modules and seeds D1; later ones measure behaviour.
  await get('/api/content/menu/sv');
}, 60_000);

describe('GET /api/content/menu/{languageCode}', () => {
  test('answers languages and the main menu items of the language', async () => {
    const response = await get('/api/content/menu/en');
    expect(response.status).toBe(200);
    const body = MenuResponseSchema.parse(await response.json());
    expect(body.languages.map((language) => language.code)).toEqual(['sv', 'en']);
    expect(body.mainMenuByLanguage?.mainMenuItems.map((item) => item.title)).toContain('Courses');
    expect(response.headers.get('Cache-Control')).toContain('public');
  });

  test('answers exactly the two keys of the specification', async () => {
    const body = (await (await get('/api/content/menu/sv')).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['languages', 'mainMenuByLanguage']);
    expect(Object.keys(body['mainMenuByLanguage'] as object)).toEqual(['mainMenuItems']);
  });

  test('an unknown language is a 400 in the error shape', async () => {
    const response = await get('/api/content/menu/es');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      statusMessage: 'invalid_language',
      message: 'Unknown language code: es',
      requestId: response.headers.get('X-Request-Id'),
    });
  });

  test('the preview flag without a staff token is the public, cacheable answer', async () => {
    const response = await get('/api/content/menu/sv', { headers: { Cookie: 'fei_preview=1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=60/);
  });
});

describe('GET /api/content/search-opts/{languageCode}', () => {
  test('answers locations in the specification order, categories with icons and forms', async () => {
    const response = await get('/api/content/search-opts/sv');
    expect(response.status).toBe(200);
    const { searchOptionsByLanguage } = SearchOptionsResponseSchema.parse(await response.json());
    expect(searchOptionsByLanguage?.locations.nodes.map((node) => node.name)).toEqual([...LOCATIONS]);
    expect(searchOptionsByLanguage?.categories.nodes.length).toBeGreaterThan(5);
    expect(searchOptionsByLanguage?.categories.nodes.every((node) => 'icon' in node.iconFields)).toBe(true);
    expect(searchOptionsByLanguage?.educationalForms.nodes.map((node) => node.name)).toContain('Klassrum');
  });

  test('English options are in English', async () => {
    const body = (await (await get('/api/content/search-opts/en')).json()) as {
      searchOptionsByLanguage: { educationalForms: { nodes: { name: string }[] } };
    };
    expect(body.searchOptionsByLanguage.educationalForms.nodes.map((node) => node.name)).toContain('Classroom');
  });

  test('a bad language is a 400', async () => {
    expect((await get('/api/content/search-opts/xx')).status).toBe(400);
  });

  test('?preview=true without a staff token is the public, cacheable answer', async () => {
    const response = await get('/api/content/search-opts/sv?preview=true');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=60/);
  });
});

describe('GET /api/content/mux-color/{playbackId}', () => {
  test('answers the colour of a known video', async () => {
    const response = await get('/api/content/mux-color/Zq8vR3mT2pLw9sKd4NfYb7Gh1Jc5Xu6A');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ color: '#1d2b4f' });
  });

  test('an unknown playback id is a 404 and a malformed one a 400', async () => {
    expect((await get('/api/content/mux-color/Unknown0000000000000')).status).toBe(404);
    const bad = await get('/api/content/mux-color/not%20an%20id');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { statusMessage: string }).statusMessage).toBe('invalid_playback_id');
  });
});
