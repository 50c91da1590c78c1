import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';

// The test fault switch (cookie `fei_test_fault`) takes a service down for the end-to-end tests.
// An outsider who sends it to any other deployment changes nothing: only ENVIRONMENT=test reads it.

const site = (vars: Record<string, string>) =>
  createApp({ config: parseConfig(vars), renderer: { ...createPageRenderer(), Document }, build: buildInfo });
const search = (app: ReturnType<typeof site>, fault: string) =>
  app.fetch(
    new Request('https://site.example/api/search?q=ledarskap', { headers: { Cookie: `i18n_redirected=sv; fei_test_fault=${fault}` } }),
    env,
  );

describe('the test fault switch', () => {
  test('outside the test environment the cookie takes nothing down', async () => {
    const response = await search(site({}), 'search');
    expect(response.status).toBe(200);
  });

  test('in the test environment it takes down only the service it names', async () => {
    const app = site({ ENVIRONMENT: 'test' });
    expect((await search(app, 'search')).status).toBe(502);
    expect((await search(app, 'backend')).status).toBe(200);
    expect((await search(app, 'search; other=1')).status).toBe(502);
  });
});
