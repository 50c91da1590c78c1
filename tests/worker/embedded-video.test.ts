import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { catalogue, get } from './content-helpers';

// The embedded video service: with nothing configured the worker itself answers the stills and
// the stream of every video of the seed, so demo pages need no outside host.

const seedVideos = [
  ...new Set(
    [...catalogue.courses, ...catalogue.programmes, ...catalogue.articles].flatMap((item) => (item.muxPlaybackId ? [item.muxPlaybackId] : [])),
  ),
];
const playbackId = seedVideos[0]!;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

function appWith(vars: Record<string, string>) {
  return createApp({ config: parseConfig(vars), renderer: { ...createPageRenderer(), Document }, build: buildInfo });
}

beforeAll(async () => {
  await get('/api/content/menu/sv');
}, 60_000);

describe('embedded stills', () => {
  test('the seed has several videos, and every one of them has a 480 px PNG still', async () => {
    expect(seedVideos.length).toBeGreaterThan(4);
    const stills = new Set<string>();
    for (const id of seedVideos) {
      const response = await get(`/video/${id}/thumbnail.png?width=480`);
      expect(response.status, id).toBe(200);
      expect(response.headers.get('Content-Type'), id).toBe('image/png');
      expect(response.headers.get('Cache-Control'), id).toContain('public');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(pngSize(bytes), id).toEqual({ width: 480, height: 270 });
      stills.add(Array.from(bytes.slice(-64)).join(','));
    }
    // A few stills shared round the videos, not one picture for all.
    expect(stills.size).toBe(4);
  });

  test('the same playback id always gets the same still', async () => {
    const first = new Uint8Array(await (await get(`/video/${playbackId}/thumbnail.png?width=480`)).arrayBuffer());
    const again = new Uint8Array(await (await get(`/video/${playbackId}/thumbnail.png`)).arrayBuffer());
    expect(again).toEqual(first);
  });

  test('an unknown playback id has no still', async () => {
    const response = await get('/video/NoSuchVideo123456/thumbnail.png?width=480');
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});

describe('the embedded stream', () => {
  test('is an H.264 MP4 that starts with its file type box', async () => {
    const response = await get(`/video/${playbackId}.mp4`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(ascii(bytes, 4, 8)).toBe('ftyp');
    expect(ascii(bytes, 0, bytes.length)).toContain('avc1');
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(300_000);
    expect(Number(response.headers.get('Content-Length') ?? bytes.length)).toBe(bytes.length);
  });

  test('answers the byte ranges a video element asks for', async () => {
    const whole = new Uint8Array(await (await get(`/video/${playbackId}.mp4`)).arrayBuffer());
    const open = await get(`/video/${playbackId}.mp4`, { headers: { Range: 'bytes=0-' } });
    expect(open.status).toBe(206);
    expect(open.headers.get('Content-Range')).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(whole);

    const middle = await get(`/video/${playbackId}.mp4`, { headers: { Range: 'bytes=100-199' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('Content-Range')).toBe(`bytes 100-199/${whole.length}`);
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(whole.slice(100, 200));

    const past = await get(`/video/${playbackId}.mp4`, { headers: { Range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe(`bytes */${whole.length}`);
    await past.arrayBuffer();
  });

  test('an unknown playback id has no stream', async () => {
    const response = await get('/video/NoSuchVideo123456.mp4');
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});

describe('which video service the site uses', () => {
  const request = (path: string) => new Request(`https://site.example${path}`, { redirect: 'manual' });

  test('embedded, pages allow no video host and tell the browser to use the embedded service', async () => {
    const response = await appWith({}).fetch(request('/sitemap'), env);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toContain('mux.com');
    expect(csp).toContain("media-src 'self';");
    expect(await response.text()).toMatch(/\\?"videoService\\?":\\?"embedded\\?"/);
  });

  test('with Mux configured, pages allow its hosts, the browser is told so and the worker serves no video', async () => {
    const app = appWith({ VIDEO_SERVICE: 'mux' });
    const response = await app.fetch(request('/sitemap'), env);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://image.mux.com");
    expect(csp).toContain("media-src 'self' blob: https://stream.mux.com");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.mux\.com/);
    expect(await response.text()).toMatch(/\\?"videoService\\?":\\?"mux\\?"/);
    const still = await app.fetch(request(`/video/${playbackId}/thumbnail.png?width=480`), env);
    expect(still.status).toBe(404);
    expect(still.headers.get('Content-Type')).not.toBe('image/png');
    await still.arrayBuffer();
  });
});
