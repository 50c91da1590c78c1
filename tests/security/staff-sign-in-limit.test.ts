import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { TEST_PREVIEW_SECRET } from '../worker/staff-cookie';
import { inFreshWindow } from './rate-limit-window';

// Attack: guess the staff preview secret by posting the sign-in form as fast as a script can.
// Defence: sign-in attempts count per client against LIMIT_STAFF_SIGN_IN (10 a minute,
// `[[ratelimits]]` in wrangler.toml, run by miniflare here); the 11th answers 429 with
// Retry-After, whatever secret it carries, before the secret is compared.

const app = createApp({
  config: parseConfig({ PREVIEW_SECRET: TEST_PREVIEW_SECRET }),
  renderer: { ...createPageRenderer(), Document },
  build: buildInfo,
});

const attempt = (client: string, secret: string) =>
  app.fetch(
    new Request('https://site.example/api/content/preview-token', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client },
      body: new URLSearchParams({ secret, next: '/' }).toString(),
    }),
    env,
  );

describe('staff sign-in attempts are limited per client', () => {
  test('ten wrong secrets a minute are refused as wrong, the 11th attempt answers 429, the right secret too; another client signs in', async () => {
    await inFreshWindow(60, async () => {
      const attacker = '198.51.100.211';
      for (let guess = 1; guess <= 10; guess++) {
        const response = await attempt(attacker, `guess-${guess}-of-the-secret`);
        expect(response.status, `guess ${guess}`).toBe(403);
        await response.arrayBuffer();
      }
      for (const secret of ['guess-11-of-the-secret', TEST_PREVIEW_SECRET]) {
        const refused = await attempt(attacker, secret);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('Retry-After')).toBe('60');
        expect(refused.headers.get('Set-Cookie')).toBeNull();
        expect(ApiErrorSchema.parse(await refused.json())).toMatchObject({ statusCode: 429, statusMessage: 'rate_limited' });
      }
      const staff = await attempt('198.51.100.212', TEST_PREVIEW_SECRET);
      expect(staff.status).toBe(303);
      expect(staff.headers.get('Set-Cookie')).toContain('__Host-fei_preview_staff=');
    });
  });
});
