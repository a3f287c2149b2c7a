import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { pickMessages, ROUTE_CLIENT_MESSAGES, SHARED_CLIENT_MESSAGES } from './client-messages';

const ALL_PATHS = [...SHARED_CLIENT_MESSAGES, ...Object.values(ROUTE_CLIENT_MESSAGES).flat()];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('client messages', () => {
  it('picks whole namespaces and single keys, and a whole namespace wins over its keys', () => {
    const all = { a: { x: '1', y: { z: '2' } }, b: { k: '3' }, c: 'plain' };
    expect(pickMessages(all, ['a.y', 'c'])).toEqual({ a: { y: { z: '2' } }, c: 'plain' });
    expect(pickMessages(all, ['a.x', 'a', 'a.y'])).toEqual({ a: all.a });
    expect(pickMessages(all, ['missing', 'b.missing'])).toEqual({});
  });

  it('never invents a text: every picked value is the original', () => {
    const keys = Object.keys(nl);
    fc.assert(
      fc.property(fc.subarray(keys), fc.subarray(keys), (whole, parents) => {
        const paths = [
          ...whole,
          ...parents.flatMap((ns) =>
            Object.keys((nl as Record<string, object>)[ns])
              .slice(0, 2)
              .map((k) => `${ns}.${k}`),
          ),
        ];
        const picked = pickMessages(nl, paths) as Record<string, Record<string, unknown>>;
        for (const [ns, value] of Object.entries(picked)) {
          const source = (nl as Record<string, Record<string, unknown>>)[ns];
          if (whole.includes(ns)) expect(value).toBe(source);
          else for (const [k, v] of Object.entries(value)) expect(v).toBe(source[k]);
        }
      }),
    );
  });

  it('names only paths that exist in both languages', () => {
    for (const messages of [nl, en] as Record<string, Record<string, unknown>>[]) {
      for (const path of ALL_PATHS) {
        const [ns, key] = path.split('.');
        expect(messages[ns], path).toBeDefined();
        if (key) expect(messages[ns][key], path).toBeDefined();
      }
    }
  });

  it('covers every namespace a client component asks for', () => {
    const covered = (path: string) => {
      const [ns, key] = path.split('.');
      return ALL_PATHS.some(
        (p) => p === ns || p === `${ns}.${key}` || (key === undefined && p.startsWith(`${ns}.`)),
      );
    };
    const missing: string[] = [];
    for (const file of ['app', 'components', 'features', 'lib'].flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/m.test(text)) continue;
      // next-intl's hooks, the lazy translator of components/i18n/lazy-intl.ts, and the message keys that
      // first-load code hands to the toasts ({ key: 'cart.added' }, translated with the shared messages).
      const asked = text.matchAll(
        /(?:useTranslations|useLazyTranslator)\('([\w.]+)'|\{ key: '(\w+\.[\w.]+)'/g,
      );
      for (const m of asked) if (!covered(m[1] ?? m[2])) missing.push(`${file}: ${m[1] ?? m[2]}`);
    }
    expect(missing).toEqual([]);
  });
});
