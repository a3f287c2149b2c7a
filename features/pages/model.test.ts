import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BRANDS, countEntries, listHref, menuToSitemap, parseGeneration, parsePage } from './model';

describe('pages model', () => {
  it('knows the generation filters of spec §2', () => {
    expect(BRANDS.dell.generations).toEqual(['G10', 'G11', 'G12', 'G13', 'G14']);
    expect(BRANDS.hpe.generations).toEqual(['G6', 'G7', 'G8', 'G9', 'G10']);
  });

  it('accepts only the brand generations', () => {
    expect(parseGeneration('dell', 'g13')).toBe('G13');
    expect(parseGeneration('dell', 'G6')).toBeNull();
    expect(parseGeneration('hpe', 'G6')).toBe('G6');
    expect(parseGeneration('hpe', undefined)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (s) => {
        const g = parseGeneration('dell', s);
        return g === null || (BRANDS.dell.generations as readonly string[]).includes(g);
      }),
    );
  });

  it('parses page numbers defensively', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    fc.assert(fc.property(fc.string(), (s) => parsePage(s) >= 1));
  });

  it('builds list links', () => {
    expect(listHref('/server-dell', {})).toBe('/server-dell');
    expect(listHref('/server-dell', { generation: 'G13', page: 2 })).toBe(
      '/server-dell?generation=G13&page=2',
    );
    expect(listHref('/server-dell', { page: 1 })).toBe('/server-dell');
  });

  it('keeps the whole category tree in the sitemap', () => {
    const tree = [{ name: 'A', route: '/a', children: [{ name: 'B', route: '/a/b', children: [] }] }];
    expect(menuToSitemap(tree)).toEqual([
      { name: 'A', url: '/a', children: [{ name: 'B', url: '/a/b', children: [] }] },
    ]);
    expect(countEntries(menuToSitemap(tree))).toBe(2);
  });
});
