import type { z } from 'zod';
import type { TranslationValues } from 'next-intl';
import { translateIfKey } from '@/lib/i18n/message-key';

/** A page's search parameters as Next.js hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A staff list's URL, read: what to list, what the form shows again and what its page links carry. */
export type ListQuery<Q, K extends string> = {
  /** The parsed parameters; on any refusal the schema's defaults (the first page of everything). */
  query: Q;
  /** The filters as given, refused ones included, so that the form shows what was typed. */
  filters: Partial<Record<K, string>>;
  /** The filters the page links keep: all of them, or none when the URL was refused. */
  keep: Partial<Record<K, string>>;
  /** Per field, the first issue's message (a message key or text; see `translateErrors`). */
  errors: Partial<Record<string, string>>;
};

/**
 * A staff list page's parameters through the page's schema: `filterNames` are those its GET form sends
 * (page is the pagination's, and not one of them). A hand-edited URL gets each message at its field and
 * the first page of the unfiltered list rather than an error page. Repeated and empty parameters count
 * as not given.
 */
export function parseListQuery<S extends z.ZodType, K extends string>(
  schema: S,
  params: SearchParams,
  filterNames: readonly K[],
): ListQuery<z.output<S>, K> {
  const raw = Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]),
  );
  const filters: Partial<Record<K, string>> = {};
  for (const name of filterNames) if (raw[name] !== undefined) filters[name] = raw[name];
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, filters, keep: filters, errors: {} };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { query: schema.parse({}), filters, keep: {}, errors };
}

/** The messages of `parseListQuery`'s errors in the page's language (`values` for keys that take some). */
export function translateErrors(
  t: Parameters<typeof translateIfKey>[0],
  errors: Partial<Record<string, string>>,
  values?: TranslationValues,
): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateIfKey(t, message ?? '', values)]),
  );
}
