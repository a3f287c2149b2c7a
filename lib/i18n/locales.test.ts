import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_LOCALE, isLocale, LOCALES, localePath, unprefixedPath } from './locales';
import { routing } from './routing';

describe('locales', () => {
  it('match the routing next-intl is configured with', () => {
    expect(routing.locales).toEqual(LOCALES);
    expect(routing.defaultLocale).toBe('nl');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });

  it('leave an https address (a menu link or redirect to another site) as it is', () => {
    expect(localePath('en', 'https://example.com/a')).toBe('https://example.com/a');
    expect(localePath('nl', 'https://example.com/a')).toBe('https://example.com/a');
  });

  it('match the front server’s own copy (scripts/server.mjs, plain ESM)', () => {
    const server = fs.readFileSync('scripts/server.mjs', 'utf8');
    expect(server).toContain(`const LOCALES = [${LOCALES.map((l) => `'${l}'`).join(', ')}];`);
    expect(server).toContain(`const DEFAULT_LOCALE = '${DEFAULT_LOCALE}';`);
  });

  it('give Dutch pages no prefix and English ones /en', () => {
    expect(localePath('nl', '/servers')).toBe('/servers');
    expect(localePath('en', '/servers')).toBe('/en/servers');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', 'order')).toBe('/en/order');
  });

  it('take the prefix off again (the language switcher)', () => {
    expect(unprefixedPath('en', '/en')).toBe('/');
    expect(unprefixedPath('en', '/en/servers/dell')).toBe('/servers/dell');
    expect(unprefixedPath('nl', '/servers')).toBe('/servers');
    // A Dutch page whose slug starts with "en" keeps it.
    expect(unprefixedPath('en', '/energy')).toBe('/energy');
  });

  it('round-trip every path through both locales', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.constantFrom(...LOCALES), (segments, locale) => {
        const path = `/${segments.join('/')}`;
        expect(unprefixedPath(locale, localePath(locale, path))).toBe(path);
      }),
    );
  });
});
