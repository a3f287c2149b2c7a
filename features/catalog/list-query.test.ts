import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PAGE_SIZE,
  pageWindow,
  parseListQuery,
  queryString,
  searchSubmitQuery,
  searchTerms,
  searchWords,
  serializeListQuery,
  toggleFacet,
} from './list-query';

describe('parseListQuery', () => {
  it('reads every filter of spec §2 and ignores junk', () => {
    const q = parseListQuery({
      search: ' dell ',
      category_id: '116',
      sale_is: '1',
      state: 'refurbished',
      priceFrom: '100',
      priceTo: '900',
      sort: 'price_asc',
      page: '3',
      per_page: '48',
      memory_type: ['DDR5', 'DDR4'],
      evil: 'x',
    });
    expect(q).toEqual({
      search: 'dell',
      categoryId: 116,
      typeId: 3,
      state: 'refurbished',
      priceFrom: 100,
      priceTo: 900,
      sort: 'price_asc',
      page: 3,
      perPage: 48,
      facets: { memory_type: ['DDR4', 'DDR5'] },
    });
  });

  it('falls back to defaults for invalid values', () => {
    const q = parseListQuery({
      page: '-1',
      per_page: '13',
      sort: 'x',
      state: 'old',
      type_id: '9',
      category_id: 'abc',
    });
    expect(q).toMatchObject({
      page: 1,
      perPage: DEFAULT_PAGE_SIZE,
      sort: 'relevance',
      state: undefined,
      typeId: undefined,
      categoryId: undefined,
    });
  });

  it('round-trips through the URL', () => {
    const arb = fc.record({
      search: fc.option(fc.stringMatching(/^[a-z0-9]{1,10}$/), { nil: undefined }),
      categoryId: fc.option(fc.integer({ min: 1, max: 999 }), { nil: undefined }),
      typeId: fc.option(fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const), { nil: undefined }),
      state: fc.option(fc.constantFrom('new' as const, 'refurbished' as const), { nil: undefined }),
      priceFrom: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
      priceTo: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
      sort: fc.constantFrom('relevance' as const, 'price_desc' as const, 'in_stock' as const),
      page: fc.integer({ min: 1, max: 50 }),
      perPage: fc.constantFrom(12, 24, 96),
      facets: fc.record(
        {
          brand: fc
            .uniqueArray(fc.stringMatching(/^[A-Z][a-z]{1,5}$/), { maxLength: 3 })
            .map((a) => a.sort()),
        },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(arb, (q) => {
        const clean = { ...q, facets: q.facets.brand?.length ? q.facets : {} };
        const params = Object.fromEntries(
          [...new Set(serializeListQuery(clean).keys())].map((k) => [k, serializeListQuery(clean).getAll(k)]),
        );
        expect(parseListQuery(params)).toEqual(clean);
      }),
    );
  });
});

describe('serializeListQuery', () => {
  it('writes only filled fields and leaves defaults out', () => {
    expect(queryString(parseListQuery({}))).toBe('');
    expect(queryString(parseListQuery({ category_id: '282', page: '2' }), { omitCategory: true })).toBe(
      '?page=2',
    );
  });

  it('resets the page when a facet changes', () => {
    const q = toggleFacet(parseListQuery({ page: '4', brand: 'Dell' }), 'brand', 'HPE');
    expect(q.page).toBe(1);
    expect(q.facets.brand).toEqual(['Dell', 'HPE']);
    expect(toggleFacet(q, 'brand', 'Dell').facets.brand).toEqual(['HPE']);
    expect(toggleFacet(toggleFacet(q, 'brand', 'Dell'), 'brand', 'HPE').facets).toEqual({});
  });
});

describe('searchSubmitQuery (spec §5)', () => {
  it('builds the query from the filled fields only, never a page', () => {
    expect(searchSubmitQuery({ search: '  r740 ', group: '', categoryId: '', state: '' })).toBe(
      'search=r740',
    );
    expect(searchSubmitQuery({ search: '', group: 'offer', categoryId: 116, state: 'new' })).toBe(
      'sale_is=1&category_id=116&state=new',
    );
    expect(searchSubmitQuery({ group: 'assemble' })).toBe('type_id=1');
    expect(searchSubmitQuery({ group: 'multibatch', state: 'bogus' })).toBe('type_id=4');
    expect(searchSubmitQuery({})).toBe('');
  });
});

describe('pageWindow, searchWords and searchTerms', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('splits and folds query words', () => {
    expect(searchWords('Dell  PowerEdge-R740 Crème')).toEqual(['dell', 'poweredge', 'r740', 'creme']);
  });
  it('marks the parts of a hyphenated token (an article or SKU) as identifiers', () => {
    expect(searchTerms('RAM-SAM-D4R-001 geheugn -x- 20-')).toEqual([
      { word: 'ram', identifier: true },
      { word: 'sam', identifier: true },
      { word: 'd4r', identifier: true },
      { word: '001', identifier: true },
      { word: 'geheugn', identifier: false },
      { word: 'x', identifier: false },
      { word: '20', identifier: false },
    ]);
    expect(searchTerms('a b c d e f g h i j').length).toBe(8);
  });
});
