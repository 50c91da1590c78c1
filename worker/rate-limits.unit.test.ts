import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { unstable_readConfig } from 'wrangler';
import { NO_CLIENT_ADDRESS, RATE_LIMITS, SITE_LIMITS, clientKey, clientNetwork } from './rate-limits';

describe('who a client is', () => {
  test('an IPv4 address is itself', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  test('every address of one IPv6 /64 is one client, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::9',
      '2001:db8:1:2:0:0:0:0',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(clientNetwork(address), address).toBe(network);
    }
  });

  test('addresses of two /64 networks are two clients', () => {
    expect(clientNetwork('2001:db8:1:2::1')).not.toBe(clientNetwork('2001:db8:1:3::1'));
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  test('an IPv4 address written as IPv6 is the IPv4 address', () => {
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('::ffff:c000:201')).toBe('192.0.2.1');
  });

  test('something that is no address is kept as sent, trimmed, in lower case and short', () => {
    expect(clientNetwork('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientNetwork('1:2:3')).toBe('1:2:3');
    expect(clientNetwork(`X${'a'.repeat(100)}`)).toHaveLength(64);
  });

  test('without an address: one shared key in production, none in a test calling the worker directly', () => {
    expect(clientKey(' 2001:db8::1 ', false)).toBe('2001:db8:0:0::/64');
    expect(clientKey(undefined, true)).toBe(NO_CLIENT_ADDRESS);
    expect(clientKey(undefined, false)).toBeNull();
  });
});

describe('the rate limits have one home', () => {
  // wrangler.toml repeats the bindings per environment (they are not inherited); each must carry
  // the numbers of RATE_LIMITS, so that changing one there is the whole change.
  const toml = readFileSync('wrangler.toml', 'utf8');
  const environments = [undefined, ...Array.from(toml.matchAll(/^\[env\.([a-z][\w-]*)\]$/gm), (match) => match[1])];
  const wanted = new Map(
    [...Object.values(RATE_LIMITS), ...Object.values(SITE_LIMITS)].map(({ binding, limit, periodSeconds }) => [
      binding,
      { limit, period: periodSeconds },
    ]),
  );

  test('the environments are read: the top level, production and staging', () => {
    expect(environments).toEqual([undefined, 'production', 'staging']);
  });

  test.each(environments)('wrangler.toml [[ratelimits]] of environment %s say what RATE_LIMITS says, binding for binding', (environment) => {
    const { ratelimits } = unstable_readConfig({ config: 'wrangler.toml', ...(environment ? { env: environment } : {}) });
    const declared = new Map(ratelimits.map((binding) => [binding.name, binding.simple]));
    expect(declared).toEqual(wanted);
    // One namespace per binding, the same in every environment.
    expect(new Set(ratelimits.map((binding) => binding.namespace_id)).size).toBe(ratelimits.length);
  });

  test('a ceiling of all clients has a binding of its own, shared with no per-client limit', () => {
    const perClient = new Set(Object.values(RATE_LIMITS).map(({ binding }) => binding));
    for (const { binding } of Object.values(SITE_LIMITS)) expect(perClient.has(binding), binding).toBe(false);
  });

  test('two calls that share a binding (search, content with a visitor token) agree on its numbers', () => {
    for (const { binding, limit, periodSeconds } of Object.values(RATE_LIMITS)) {
      expect(wanted.get(binding), binding).toEqual({ limit, period: periodSeconds });
    }
  });
});
