import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/translator';
import { SEARCH_LIMIT_TEXT, searchLimitOfRefusal } from './search-limit';

describe('the search limits', () => {
  test('the day’s ceiling is told by its own code; any other refusal is the visitor’s limit a minute', () => {
    expect(searchLimitOfRefusal('site_capacity_reached')).toBe('day');
    expect(searchLimitOfRefusal('rate_limited')).toBe('client');
    expect(searchLimitOfRefusal(undefined)).toBe('client');
  });

  test('each says when to try again, in both languages: in a minute, or tomorrow', () => {
    expect(translator('sv')(SEARCH_LIMIT_TEXT.client)).toContain('om en minut');
    expect(translator('en')(SEARCH_LIMIT_TEXT.client)).toContain('in a minute');
    expect(translator('sv')(SEARCH_LIMIT_TEXT.day)).toContain('i morgon');
    expect(translator('en')(SEARCH_LIMIT_TEXT.day)).toContain('tomorrow');
    expect(translator('sv')(SEARCH_LIMIT_TEXT.day)).not.toContain('minut');
    expect(translator('en')(SEARCH_LIMIT_TEXT.day)).not.toContain('minute');
  });
});
