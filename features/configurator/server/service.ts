import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { configuratorShares } from '@/lib/db/schema';
import { ApiError, type FieldErrors } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { withVat } from '@/lib/money';
import { checkCompatibility, type RuleId } from '../compatibility';
import { addedSummary, priceOf, summary, trayLines, type SummaryItem, type TrayLine } from '../model';
import { selectionSchema, type SelectionInput } from '../schemas';
import { fromSelection, toSelection } from '../selection';
import type { ConfigState, ConfiguratorData } from '../types';
import { loadConfigurator } from './data';

/** A configuration the shop cannot build: 422 naming the broken rule, in the user's language. */
export class ConfigurationError extends ApiError {
  constructor(
    message: string,
    errors: FieldErrors,
    readonly rule: RuleId | 'selection',
  ) {
    super(422, message, errors);
  }
}

export async function getConfigurator(productId: number, locale: Locale): Promise<ConfiguratorData | null> {
  return loadConfigurator(productId, locale);
}

async function requireConfigurator(
  productId: number,
  locale: Locale,
  opts: { fresh?: boolean } = {},
): Promise<ConfiguratorData> {
  const data = await loadConfigurator(productId, locale, opts);
  if (!data) throw new ApiError(404, translator(locale)('configurator.errors.notFound'));
  return data;
}

/** Reads and checks a selection against the database; throws 404 or a ConfigurationError (422). */
export async function validateConfiguration(
  productId: number,
  selection: SelectionInput,
  locale: Locale = 'nl',
  opts: { fresh?: boolean } = {},
): Promise<{ data: ConfiguratorData; state: ConfigState }> {
  const t = translator(locale);
  const data = await requireConfigurator(productId, locale, opts);
  const { state, problems } = fromSelection(data, selectionSchema.parse(selection));
  if (problems.length) {
    const errors: FieldErrors = {};
    for (const p of problems) (errors[p.partId] ??= []).push(t(`configurator.errors.${p.code}`));
    throw new ConfigurationError(t('errors.invalidData'), errors, 'selection');
  }
  const violations = checkCompatibility(data, state);
  if (violations.length) {
    const errors: FieldErrors = {};
    for (const v of violations) (errors[v.culprit] ??= []).push(t(`configurator.rules.${v.rule}`, v.params));
    throw new ConfigurationError(t('configurator.unavailable'), errors, violations[0].rule);
  }
  return { data, state };
}

export interface PricedConfiguration {
  productId: number;
  name: string;
  /** Cents excl. VAT, recomputed from the database. */
  price: number;
  priceInclVat: number;
  vatRate: number;
  items: SummaryItem[];
  added: SummaryItem[];
  trays: TrayLine[];
  selection: SelectionInput;
}

/**
 * The price of a configured product from the database (the cart calls this when a configuration is added;
 * confirm with `fresh`, past the cache).
 */
export async function priceConfiguration(
  productId: number,
  selection: SelectionInput,
  locale: Locale = 'nl',
  opts: { fresh?: boolean } = {},
): Promise<PricedConfiguration> {
  const { data, state } = await validateConfiguration(productId, selection, locale, opts);
  const price = priceOf(data, state);
  return {
    productId,
    name: data.data.name,
    price,
    priceInclVat: withVat(price, data.configurator.vatRate),
    vatRate: data.configurator.vatRate,
    items: summary(data, state),
    added: addedSummary(data, state),
    trays: trayLines(data, state),
    selection: toSelection(state),
  };
}

/** Stores a valid configuration under a random id for a share link. */
export async function shareConfiguration(
  productId: number,
  selection: SelectionInput,
  locale: Locale,
): Promise<{ id: string }> {
  const { state } = await validateConfiguration(productId, selection, locale);
  const db = await getDb();
  const id = randomBytes(9).toString('base64url');
  await db
    .insert(configuratorShares)
    .values({ id, productId, selection: toSelection(state) as unknown as Record<string, unknown> });
  return { id };
}

export async function getSharedConfiguration(
  id: string,
): Promise<{ productId: number; selection: SelectionInput } | null> {
  const db = await getDb();
  const [row] = await db.select().from(configuratorShares).where(eq(configuratorShares.id, id)).limit(1);
  if (!row) return null;
  const parsed = selectionSchema.safeParse(row.selection);
  return parsed.success ? { productId: row.productId, selection: parsed.data } : null;
}
