import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };

/** Every message's dotted key. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('message catalogues', () => {
  // nl.json types the keys (lib/i18n/app-config.d.ts); an English key missing would show the key itself.
  it('nl and en have the same keys', () => {
    const nlKeys = keys(nl);
    const enKeys = keys(en);
    expect(enKeys.filter((k) => !nlKeys.includes(k))).toEqual([]);
    expect(nlKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(nlKeys.length).toBeGreaterThan(100);
  });

  it('no message is empty', () => {
    const empty = (tree: Tree): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? (value.trim() ? [] : [key]) : empty(value),
      );
    expect([...empty(nl), ...empty(en)]).toEqual([]);
  });
});
