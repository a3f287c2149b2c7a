import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseListQuery, translateErrors } from './list-query';

const schema = z.object({
  q: z.string().trim().max(5, 'validation.tooLong').optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
});

describe('parseListQuery', () => {
  it('parses the page’s parameters, keeping the filters for the page links', () => {
    const r = parseListQuery(schema, { q: 'disk', sort: 'oldest', page: '3', other: 'x' }, ['q', 'sort']);
    expect(r.query).toEqual({ q: 'disk', sort: 'oldest', page: 3 });
    expect(r.filters).toEqual({ q: 'disk', sort: 'oldest' });
    expect(r.keep).toEqual({ q: 'disk', sort: 'oldest' });
    expect(r.errors).toEqual({});
  });

  it('takes repeated and empty parameters as not given', () => {
    const r = parseListQuery(schema, { q: ['a', 'b'], sort: '', page: undefined }, ['q', 'sort']);
    expect(r.query).toEqual({ sort: 'newest', page: 1 });
    expect(r.filters).toEqual({});
  });

  it('refuses a hand-edited URL: each field’s first message, the first page of everything, what was typed', () => {
    const r = parseListQuery(schema, { q: 'far too long', sort: 'random', page: '4' }, ['q', 'sort']);
    expect(r.query).toEqual({ sort: 'newest', page: 1 });
    expect(r.filters).toEqual({ q: 'far too long', sort: 'random' });
    expect(r.keep).toEqual({});
    expect(r.errors.q).toBe('validation.tooLong');
    expect(r.errors.sort).toBeTruthy();
  });

  it('refuses a page number that is not one', () => {
    const r = parseListQuery(schema, { q: 'ok', page: '0' }, ['q']);
    expect(r.query.page).toBe(1);
    expect(r.keep).toEqual({});
    expect(Object.keys(r.errors)).toEqual(['page']);
  });
});

describe('translateErrors', () => {
  const t = Object.assign((key: string, values?: Record<string, unknown>) => `${key}(${values?.max ?? ''})`, {
    has: (key: string) => key.startsWith('validation.'),
  });

  it('translates message keys with the values given, and leaves other text as it is', () => {
    expect(
      translateErrors(t as never, { q: 'validation.tooLong', sort: 'Invalid option' }, { max: 5 }),
    ).toEqual({
      q: 'validation.tooLong(5)',
      sort: 'Invalid option',
    });
  });
});
