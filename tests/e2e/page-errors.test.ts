import { describe, expect, test } from './visitor-test';

// The suite's own check (openPage in browser.ts, under the visitor fixture): an uncaught error in
// a page fails the test that opened it, even a test that never reads the page's problems.
// `test.fails` passes only if the test fails, so this one would fail without the check.
describe('an uncaught error in a page', () => {
  test.fails('fails the test that opened the page, though the test never reads its problems', async ({ visitor }) => {
    const { page } = await visitor.open({ viewport: 'mobile' });
    const thrown = page.waitForEvent('pageerror');
    await page.setContent('<!doctype html><title>t</title><script>throw new Error("nobody expected this")</script>');
    expect((await thrown).message).toBe('nobody expected this');
  });
});
