import { describe, expect, it } from 'vitest';
import { and, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { parseListQuery } from '../list-query';
import { listConditions, listOrder } from './query-builder';
import { wordsQuery } from './search';

const dialect = new PgDialect();
const render = (parts: ReturnType<typeof listConditions>) => dialect.sqlToQuery(and(...parts)!);
const order = (parts: ReturnType<typeof listOrder>) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('listConditions', () => {
  it('only filters active products when nothing is chosen', () => {
    expect(render(listConditions(parseListQuery({}), {})).sql).toBe('"products"."active" = $1');
  });

  it('turns every filter into a parameterised condition', () => {
    const q = parseListQuery({
      state: 'new',
      type_id: '2',
      priceFrom: '10',
      priceTo: '99',
      memory_type: ['DDR4', 'DDR5'],
      brand: "O'Brien",
    });
    const { sql: text, params } = render(listConditions(q, { categoryIds: [214, 409] }));
    expect(text).toContain('"products"."category_id" in ($2, $3)');
    expect(text).toContain('"products"."type" = $4');
    expect(text).toContain('"products"."condition" = $5');
    expect(text).toContain('"products"."price" >= $6');
    expect(text).toContain('"products"."price" <= $7');
    expect(params).toEqual([
      true,
      214,
      409,
      2,
      'new',
      1000,
      9900,
      'brand',
      "O'Brien",
      'memory_type',
      'DDR4',
      'DDR5',
    ]);
    expect(text).not.toContain("O'Brien");
  });

  it('means an active sale by "on offer" and families by server generations', () => {
    const sale = render(listConditions(parseListQuery({ sale_is: '1' }), {})).sql;
    expect(sale).toContain(
      '"products"."sale" and ("products"."indefinite_period" or "products"."sale_ends_at" > now())',
    );
    const gen = render(listConditions(parseListQuery({ generation: ['dell:G14', 'hpe:G10', 'bogus'] }), {}));
    expect(gen.sql).toContain(
      '(("products"."family" = $2 and "products"."generation" = $3) or ("products"."family" = $4 and "products"."generation" = $5))',
    );
    expect(gen.params).toEqual([true, 'dell', 'G14', 'hpe', 'G10']);
  });

  it('leaves out the filters a facet count must ignore', () => {
    const q = parseListQuery({ state: 'new', memory_type: 'DDR4', category_id: '282' });
    const text = render(listConditions(q, { categoryIds: [282] }, ['state', 'memory_type', 'category'])).sql;
    expect(text).toBe('"products"."active" = $1');
  });

  it('matches the full-text document when searching', () => {
    const tsquery = wordsQuery(['dell', 'r740'])!;
    const { sql: text, params } = render(
      listConditions(parseListQuery({ search: 'dell r740' }), { tsquery }),
    );
    expect(text).toContain(
      "\"product_search\".\"doc\" @@ ((to_tsquery('simple', $2) || to_tsquery('dutch', $3) || to_tsquery('english', $4)) && (",
    );
    expect(params.slice(1, 4)).toEqual(['dell:*', 'dell:*', 'dell:*']);
  });
});

describe('listOrder', () => {
  it('orders by each of the six sort options with a stable tie-break', () => {
    expect(order(listOrder(parseListQuery({ sort: 'price_asc' }), {}))).toBe(
      '"products"."price" asc, "products"."id" asc',
    );
    expect(order(listOrder(parseListQuery({ sort: 'price_desc' }), {}))).toBe(
      '"products"."price" desc, "products"."id" asc',
    );
    expect(order(listOrder(parseListQuery({ sort: 'best_sold' }), {}))).toBe(
      '"products"."sold_count" desc, "products"."id" asc',
    );
    expect(order(listOrder(parseListQuery({ sort: 'best_rated' }), {}))).toBe(
      '"products"."rating" desc, "products"."rating_count" desc, "products"."id" asc',
    );
    expect(order(listOrder(parseListQuery({ sort: 'in_stock' }), {}))).toBe(
      '"products"."quantity" desc, "products"."id" asc',
    );
    expect(order(listOrder(parseListQuery({}), {}))).toBe(
      '("products"."quantity" > 0) desc, "products"."sold_count" desc, "products"."id" asc',
    );
  });

  it('ranks search results: exact identifier, text rank, name position, best sold', () => {
    const text = order(
      listOrder(parseListQuery({ search: 'x' }), { tsquery: wordsQuery(['x']), exact: 'x', firstWord: 'x' }),
    );
    expect(text).toMatch(
      /^\(lower\("products"."article"\) = \$\d+ or lower\("products"."sku"\) = \$\d+\) desc, round\(ts_rank/,
    );
    expect(text).toContain('nullif(strpos(lower("products"."name_nl"), $');
    expect(text).toMatch(/"products"."sold_count" desc, "products"."id" asc$/);
  });
});
