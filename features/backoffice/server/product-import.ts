import 'server-only';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { aliases, categories, products } from '@/lib/db/schema';
import { invalidateCatalog } from '@/features/catalog';
import type { CurrentCustomer } from '@/features/accounts';
import { emitStockChanged } from '@/features/checkout';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import type { IssueParams } from '@/lib/validation';
import {
  CSV_HEADER,
  IMPORT_MAX_ROWS,
  PRODUCT_CSV_COLUMNS,
  checkCsvRow,
  columnOf,
  productToCells,
  type ImportApplyResult,
  type ImportFieldChange,
  type ImportProgress,
  type ImportReport,
  type ImportSample,
  type ProductCsvColumn,
  type CsvProduct,
} from '../product-csv';
import { actorName, recordAudit } from './audit';
import { moveProductPath } from './products';

type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;
type Conn = Db | Tx;

/** Errors listed in an answer (the total is always counted); change samples shown. */
export const ERROR_LIST_MAX = 500;
const SAMPLES_MAX = 20;
/** Rows per multi-row INSERT/UPDATE: 19 parameters each, 38,000 a statement (PostgreSQL takes 65,535). */
const WRITE_CHUNK = 2000;
const READ_CHUNK = 5000;
/** Above this many changed stocks the live per-product events are skipped: caches are dropped instead. */
export const STOCK_EVENTS_MAX = 200;

type RawError = { row: number; column: string; message: string; params?: IssueParams };
type Row = { row: number; value: CsvProduct };
type Parsed = { rows: Row[]; errors: RawError[]; records: number };
type Progress = (p: ImportProgress) => void;

const FIELDS = PRODUCT_CSV_COLUMNS.map(([, f]) => f);

/** Semicolon (Dutch Excel) or comma: whichever the header line has more of, outside quotes. */
function detectDelimiter(text: string): ';' | ',' {
  const end = text.indexOf('\n');
  const first = end < 0 ? text : text.slice(0, end);
  let quoted = false;
  let semi = 0;
  let comma = 0;
  for (const ch of first) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semi += 1;
    else if (!quoted && ch === ',') comma += 1;
  }
  return semi > comma ? ';' : ',';
}

/** Hands the event loop back to other requests now and then: a large file is minutes of work. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function* slices(data: Uint8Array, size: number) {
  for (let at = 0; at < data.length; at += size)
    yield Buffer.from(data.buffer, data.byteOffset + at, Math.min(size, data.length - at));
}

/**
 * Reads the CSV (UTF-8, with or without BOM) as a stream and checks the header and every row against the
 * editor's rules. Rows are numbered as a spreadsheet shows them: the header is row 1. Blank rows are
 * skipped. Progress of this phase is in bytes read.
 */
export async function parseProductCsv(data: Uint8Array, progress: Progress = () => {}): Promise<Parsed> {
  const head = new TextDecoder('utf-8').decode(data.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
  const parser = parse({
    delimiter: detectDelimiter(head),
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  Readable.from(slices(data, 256 * 1024)).pipe(parser);
  const errors: RawError[] = [];
  const rows: Row[] = [];
  let columns: ProductCsvColumn[] = [];
  let index = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      index += 1;
      if (index === 1) {
        const header = cells.map((h) => h.trim().toLowerCase());
        const known = new Set<string>(CSV_HEADER);
        const seen = new Set<string>();
        for (const h of header) {
          if (!known.has(h))
            errors.push({ row: 1, column: h, message: 'backoffice.products.import.errors.unknownColumn' });
          else if (seen.has(h))
            errors.push({ row: 1, column: h, message: 'backoffice.products.import.errors.duplicateColumn' });
          seen.add(h);
        }
        for (const c of CSV_HEADER)
          if (!seen.has(c))
            errors.push({ row: 1, column: c, message: 'backoffice.products.import.errors.missingColumn' });
        if (errors.length) return { rows: [], records: 0, errors };
        columns = header as ProductCsvColumn[];
        continue;
      }
      if (index - 1 > IMPORT_MAX_ROWS)
        return {
          rows: [],
          records: index - 1,
          errors: [
            {
              row: index,
              column: '',
              message: 'backoffice.products.import.errors.tooManyRows',
              params: { max: IMPORT_MAX_ROWS },
            },
          ],
        };
      if (index % 2000 === 0) {
        progress({ phase: 'validate', done: parser.info.bytes, total: data.length });
        await breathe();
      }
      if (cells.every((c) => c.trim() === '')) continue;
      if (cells.length !== columns.length) {
        errors.push({
          row: index,
          column: '',
          message: 'backoffice.products.import.errors.cellCount',
          params: { min: columns.length },
        });
        continue;
      }
      const checked = checkCsvRow(columns, cells);
      if (checked.ok) rows.push({ row: index, value: checked.value });
      else for (const e of checked.errors) errors.push({ row: index, ...e });
    }
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return {
      rows: [],
      records: Math.max(0, index - 1),
      errors: [
        { row: line ?? index + 1, column: '', message: 'backoffice.products.import.errors.malformed' },
      ],
    };
  } finally {
    parser.destroy();
  }
  if (!index)
    return {
      rows: [],
      records: 0,
      errors: [{ row: 1, column: '', message: 'backoffice.products.import.errors.empty' }],
    };
  progress({ phase: 'validate', done: data.length, total: data.length });
  return { rows, errors, records: index - 1 };
}

type Existing = typeof products.$inferSelect;
type Update = {
  id: number;
  row: number;
  next: CsvProduct;
  changes: ImportFieldChange[];
  path: PathMove | null;
};
type Create = { row: number; next: CsvProduct; path: string };
type PathMove = { from: string | null; to: string };
type Plan = { creates: Create[]; updates: Update[]; unchanged: number; errors: RawError[] };

/** A stored product as the CSV's fields (the sale end as the editor saves it: none when indefinite). */
const fieldsOf = (p: Existing): CsvProduct => ({
  nameNl: p.nameNl,
  nameEn: p.nameEn,
  descriptionNl: p.descriptionNl,
  descriptionEn: p.descriptionEn,
  categoryId: p.categoryId,
  brand: p.brand,
  type: p.type,
  condition: p.condition,
  article: p.article,
  sku: p.sku,
  price: p.price,
  priceOld: p.priceOld,
  sale: p.sale,
  saleEndsAt: p.saleEndsAt?.toISOString() ?? null,
  indefinitePeriod: p.indefinitePeriod,
  quantity: p.quantity,
  active: p.active,
  slug: p.slug,
});

/** As the editor stores it: no sale end with an indefinite period; dates compared as instants. */
const normalised = (v: CsvProduct): CsvProduct => ({
  ...v,
  saleEndsAt: v.indefinitePeriod || !v.saleEndsAt ? null : new Date(v.saleEndsAt).toISOString(),
});

const cell = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);

const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const textArray = (items: string[]) =>
  `{${items.map((s) => `"${s.replace(/["\\]/g, (m) => `\\${m}`)}"`).join(',')}}`;

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Compares the checked rows with the catalogue and decides, per row, create / update / unchanged or an
 * error: duplicate SKU, article or slug in the file; article, SKU or slug of another product (case-
 * insensitive like the editor; a code moving between two products needs two imports); unknown category;
 * a shop path (`<category path>/<slug>`) held by something else. With `lock` (apply) the products touched
 * are locked first (`FOR UPDATE`, in id order), so what is compared is what will be overwritten.
 */
async function plan(conn: Conn, rows: Row[], opts: { lock: boolean; progress: Progress }): Promise<Plan> {
  const errors: RawError[] = [];
  const keys = (
    (await conn.execute(
      sql`select id, lower(sku) as sku, lower(article) as article, slug from products`,
    )) as unknown as { rows: { id: number; sku: string; article: string; slug: string }[] }
  ).rows;
  const bySku = new Map<string, number>();
  const byArticle = new Map<string, number>();
  const bySlug = new Map<string, number>();
  for (const k of keys) {
    bySku.set(k.sku, k.id);
    if (!byArticle.has(k.article)) byArticle.set(k.article, k.id);
    bySlug.set(k.slug, k.id);
  }
  const firstSku = new Map<string, number>();
  const firstArticle = new Map<string, number>();
  const firstSlug = new Map<string, number>();
  const valid: (Row & { id: number | null })[] = [];
  for (const r of rows) {
    const sku = r.value.sku.toLowerCase();
    const article = r.value.article.toLowerCase();
    const bad: RawError[] = [];
    const dup = (map: Map<string, number>, key: string, column: string) => {
      const first = map.get(key);
      if (first !== undefined)
        bad.push({
          row: r.row,
          column,
          message: 'backoffice.products.import.errors.duplicateInFile',
          params: { min: first },
        });
      else map.set(key, r.row);
    };
    dup(firstSku, sku, 'sku');
    dup(firstArticle, article, 'article');
    dup(firstSlug, r.value.slug, 'slug');
    const id = bySku.get(sku) ?? null;
    const articleOwner = byArticle.get(article);
    if (articleOwner !== undefined && articleOwner !== id)
      bad.push({ row: r.row, column: 'article', message: 'backoffice.products.validation.articleTaken' });
    const slugOwner = bySlug.get(r.value.slug);
    if (slugOwner !== undefined && slugOwner !== id)
      bad.push({ row: r.row, column: 'slug', message: 'backoffice.products.validation.slugTaken' });
    if (bad.length) errors.push(...bad);
    else valid.push({ ...r, id });
  }

  const ids = valid.flatMap((r) => (r.id === null ? [] : [r.id])).sort((a, b) => a - b);
  if (opts.lock) {
    let done = 0;
    for (const part of chunks(ids, READ_CHUNK)) {
      await conn.execute(
        sql`select id from products where id = any(${intArray(part)}::int[]) order by id for update`,
      );
      done += part.length;
      opts.progress({ phase: 'lock', done, total: ids.length });
    }
  }
  const existing = new Map<number, Existing>();
  const oldPaths = new Map<number, string>();
  for (const part of chunks(ids, READ_CHUNK)) {
    for (const p of await conn.select().from(products).where(inArray(products.id, part)))
      existing.set(p.id, p);
    for (const a of await conn
      .select({ path: aliases.path, targetId: aliases.targetId })
      .from(aliases)
      .where(and(eq(aliases.route, 'product'), inArray(aliases.targetId, part))))
      if (a.targetId !== null && !oldPaths.has(a.targetId)) oldPaths.set(a.targetId, a.path);
  }
  const categoryIds = new Set((await conn.select({ id: categories.id }).from(categories)).map((c) => c.id));
  const categoryPaths = new Map<number, string>();
  for (const a of await conn
    .select({ path: aliases.path, targetId: aliases.targetId })
    .from(aliases)
    .where(eq(aliases.route, 'category')))
    if (a.targetId !== null && !categoryPaths.has(a.targetId)) categoryPaths.set(a.targetId, a.path);

  const creates: Create[] = [];
  const updates: Update[] = [];
  let unchanged = 0;
  for (const r of valid) {
    if (!categoryIds.has(r.value.categoryId)) {
      errors.push({ row: r.row, column: 'category_id', message: 'backoffice.products.validation.category' });
      continue;
    }
    const next = normalised(r.value);
    const before = r.id === null ? undefined : existing.get(r.id);
    if (!before) {
      const base = categoryPaths.get(next.categoryId) ?? '/product';
      creates.push({ row: r.row, next, path: `${base}/${next.slug}` });
      continue;
    }
    const current = normalised(fieldsOf(before));
    const changes: ImportFieldChange[] = [];
    for (const f of FIELDS)
      if (cell(current[f]) !== cell(next[f]))
        changes.push({ column: columnOf(f), before: cell(current[f]), after: cell(next[f]) });
    const oldPath = oldPaths.get(before.id) ?? null;
    let path: PathMove | null = null;
    if (next.slug !== current.slug || next.categoryId !== current.categoryId || !oldPath) {
      const base =
        categoryPaths.get(next.categoryId) ??
        (oldPath ? oldPath.slice(0, oldPath.lastIndexOf('/')) : '/product');
      const to = `${base}/${next.slug}`;
      if (to !== oldPath) path = { from: oldPath, to };
    }
    if (!changes.length && !path) unchanged += 1;
    else updates.push({ id: before.id, row: r.row, next, changes, path });
  }

  // The shop paths new and moved products would take must be free (or a redirect this product left).
  const wanted = [
    ...creates.map((c) => ({ row: c.row, path: c.path, id: null as number | null })),
    ...updates.flatMap((u) => (u.path ? [{ row: u.row, path: u.path.to, id: u.id as number | null }] : [])),
  ];
  const held = new Map<string, { route: string; targetId: number | null }>();
  for (const part of chunks(wanted, READ_CHUNK))
    for (const a of (
      (await conn.execute(
        sql`select path, route, target_id as "targetId" from aliases where path = any(${textArray(part.map((w) => w.path))}::text[])`,
      )) as unknown as { rows: { path: string; route: string; targetId: number | null }[] }
    ).rows)
      held.set(a.path, a);
  const pathTaken = new Set<number>();
  for (const w of wanted) {
    const a = held.get(w.path);
    const own =
      a && w.id !== null && (a.route === 'product' || a.route === 'redirect') && a.targetId === w.id;
    if (a && !own) {
      errors.push({ row: w.row, column: 'slug', message: 'backoffice.products.validation.slugTaken' });
      pathTaken.add(w.row);
    }
  }
  return {
    creates: creates.filter((c) => !pathTaken.has(c.row)),
    updates: updates.filter((u) => !pathTaken.has(u.row)),
    unchanged,
    errors,
  };
}

function reportOf(locale: Locale, records: number, errors: RawError[], p: Plan | null): ImportReport {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const order = new Map<string, number>(CSV_HEADER.map((c, i) => [c, i]));
  sorted.sort((a, b) => a.row - b.row || (order.get(a.column) ?? -1) - (order.get(b.column) ?? -1));
  const samples: ImportSample[] = [];
  if (p) {
    const byRow = [
      ...p.creates.map((c) => ({
        row: c.row,
        sku: c.next.sku,
        action: 'create' as const,
        changes: FIELDS.flatMap((f) =>
          cell(c.next[f]) === '' ? [] : [{ column: columnOf(f), before: '', after: cell(c.next[f]) }],
        ),
      })),
      ...p.updates.map((u) => ({
        row: u.row,
        sku: u.next.sku,
        action: 'update' as const,
        changes: u.changes,
      })),
    ].sort((a, b) => a.row - b.row);
    samples.push(...byRow.slice(0, SAMPLES_MAX));
  }
  return {
    summary: {
      rows: records,
      create: p?.creates.length ?? 0,
      update: p?.updates.length ?? 0,
      unchanged: p?.unchanged ?? 0,
    },
    errorCount: sorted.length,
    errors: sorted.slice(0, ERROR_LIST_MAX).map((e) => ({
      row: e.row,
      column: e.column,
      message: translateMessage(locale, e.message, e.params ? { ...e.params } : undefined),
    })),
    samples,
  };
}

/** The dry run: everything the import checks, and what it would create and change; nothing is written. */
export async function dryRunImport(data: Uint8Array, locale: Locale): Promise<ImportReport> {
  const parsed = await parseProductCsv(data);
  if (parsed.errors.length && !parsed.rows.length)
    return reportOf(locale, parsed.records, parsed.errors, null);
  const db = await getDb();
  const p = await plan(db, parsed.rows, { lock: false, progress: () => {} });
  return reportOf(locale, parsed.records, [...parsed.errors, ...p.errors], p);
}

class Refused extends Error {
  constructor(readonly report: ImportReport) {
    super('import refused');
  }
}

const COLUMNS_SQL = sql.raw(
  'sku, article, name_nl, name_en, description_nl, description_en, category_id, brand, type, condition, price, price_old, sale, sale_ends_at, indefinite_period, quantity, active, slug',
);

const valuesOf = (id: number, v: CsvProduct) =>
  sql`(${id}::int, ${v.sku}::text, ${v.article}::text, ${v.nameNl}::text, ${v.nameEn}::text, ${v.descriptionNl}::text, ${v.descriptionEn}::text, ${v.categoryId}::int, ${v.brand}::text, ${v.type}::smallint, ${v.condition}::text, ${v.price}::int, ${v.priceOld}::int, ${v.sale}::boolean, ${v.saleEndsAt}::timestamptz, ${v.indefinitePeriod}::boolean, ${v.quantity}::int, ${v.active}::boolean, ${v.slug}::text)`;

/**
 * Writes a checked plan: new products in multi-row INSERTs with their shop paths, changed ones in multi-row
 * UPDATE … FROM (VALUES …), each stamped with who and a version after the one it replaces (as the editor
 * does); a moved path leaves a 301 redirect as in the editor. One summary audit entry.
 */
async function write(tx: Tx, p: Plan, staff: Staff, records: number, progress: Progress) {
  const by = actorName(staff);
  const total = p.creates.length + p.updates.length;
  let done = 0;
  for (const part of chunks(p.creates, WRITE_CHUNK)) {
    const created = await tx
      .insert(products)
      .values(
        part.map((c) => ({
          ...c.next,
          saleEndsAt: c.next.saleEndsAt ? new Date(c.next.saleEndsAt) : null,
          updatedBy: by,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const pathOf = new Map(part.map((c) => [c.next.slug, c.path]));
    await tx
      .insert(aliases)
      .values(created.map((c) => ({ path: pathOf.get(c.slug)!, route: 'product', targetId: c.id })));
    done += part.length;
    progress({ phase: 'write', done, total });
  }
  for (const part of chunks(p.updates, WRITE_CHUNK)) {
    await tx.execute(sql`
      update products p set (${COLUMNS_SQL}) = (v.sku, v.article, v.name_nl, v.name_en, v.description_nl,
        v.description_en, v.category_id, v.brand, v.type, v.condition, v.price, v.price_old, v.sale,
        v.sale_ends_at, v.indefinite_period, v.quantity, v.active, v.slug),
        updated_at = date_trunc('milliseconds', greatest(now(), p.updated_at + interval '1 millisecond')),
        updated_by = ${by}
      from (values ${sql.join(
        part.map((u) => valuesOf(u.id, u.next)),
        sql`, `,
      )}) as v(id, ${COLUMNS_SQL})
      where p.id = v.id`);
    // Path moves are rare (slug or category changed): written one by one, as the editor writes them.
    for (const u of part) if (u.path) await moveProductPath(tx, u.id, u.path.from, u.path.to);
    done += part.length;
    progress({ phase: 'write', done, total });
  }
  await recordAudit(tx, staff, {
    entity: 'product',
    entityId: 'import',
    action: 'import',
    data: {
      rows: records,
      created: p.creates.length,
      updated: p.updates.length,
      unchanged: p.unchanged,
      skus: [...p.creates, ...p.updates].slice(0, 50).map((x) => x.next.sku),
    },
  });
}

/**
 * Applies a CSV in one transaction, all or nothing: checks everything again (a dry run is never trusted),
 * under the editor's product-codes lock and with the touched products locked, then writes. Any error: the
 * transaction rolls back and the report lists the errors. After commit the shop's caches are dropped and
 * changed stocks published live (per product up to STOCK_EVENTS_MAX, else only the caches).
 */
export async function applyImport(
  data: Uint8Array,
  staff: Staff,
  locale: Locale,
  progress: Progress = () => {},
): Promise<ImportApplyResult> {
  const parsed = await parseProductCsv(data, progress);
  if (parsed.errors.length)
    return { ...reportOf(locale, parsed.records, parsed.errors, null), applied: false };
  const db = await getDb();
  try {
    const { report, stock } = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backoffice:product-codes'))`);
      const p = await plan(tx, parsed.rows, { lock: true, progress });
      const report = reportOf(locale, parsed.records, p.errors, p);
      if (p.errors.length) throw new Refused(report);
      await write(tx, p, staff, parsed.records, progress);
      const stock = p.updates.flatMap((u) =>
        u.changes.some((c) => c.column === 'quantity') ? [{ id: u.id, quantity: u.next.quantity }] : [],
      );
      return { report, stock };
    });
    if (report.summary.create || report.summary.update) {
      invalidateCatalog();
      if (stock.length <= STOCK_EVENTS_MAX)
        for (const s of stock) await emitStockChanged({ productId: s.id, quantity: s.quantity });
    }
    return { ...report, applied: true };
  } catch (err) {
    if (err instanceof Refused) return { ...err.report, applied: false };
    throw err;
  }
}

/** The catalogue as the import's CSV (semicolon, UTF-8 with BOM, so Excel opens it), in id order, streamed. */
export function exportProductsCsv(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lastId = 0;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${stringify([CSV_HEADER], { delimiter: ';' })}`));
        return;
      }
      const db = await getDb();
      const page = await db
        .select()
        .from(products)
        .where(gt(products.id, lastId))
        .orderBy(asc(products.id))
        .limit(2000);
      if (!page.length) return controller.close();
      lastId = page[page.length - 1].id;
      controller.enqueue(
        encoder.encode(
          stringify(
            page.map((p) => productToCells(fieldsOf(p))),
            { delimiter: ';' },
          ),
        ),
      );
    },
  });
}
