import { z } from 'zod';
import { fieldIssues, isMessageKey, type IssueParams } from '@/lib/validation';
import { productFieldsSchema, type ProductInput } from './product-schemas';

/**
 * The product CSV of the import and the export: one column list, in export order, keyed by SKU. Each
 * column is a field of the editor's `productFieldsSchema`, so a row is checked by the editor's own rules.
 */
export const PRODUCT_CSV_COLUMNS = [
  ['sku', 'sku'],
  ['article', 'article'],
  ['name_nl', 'nameNl'],
  ['name_en', 'nameEn'],
  ['description_nl', 'descriptionNl'],
  ['description_en', 'descriptionEn'],
  ['category_id', 'categoryId'],
  ['brand', 'brand'],
  ['type', 'type'],
  ['condition', 'condition'],
  ['price', 'price'],
  ['price_old', 'priceOld'],
  ['sale', 'sale'],
  ['sale_ends_at', 'saleEndsAt'],
  ['indefinite_period', 'indefinitePeriod'],
  ['quantity', 'quantity'],
  ['active', 'active'],
  ['slug', 'slug'],
] as const satisfies readonly (readonly [string, keyof ProductInput])[];

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number][0];
/** The product fields the CSV carries (the editor's other fields — specs, images, SEO — it leaves alone). */
export type CsvProduct = Pick<ProductInput, (typeof PRODUCT_CSV_COLUMNS)[number][1]>;
const pickCsv = (v: ProductInput): CsvProduct =>
  Object.fromEntries(PRODUCT_CSV_COLUMNS.map(([, f]) => [f, v[f]])) as CsvProduct;
export const CSV_HEADER: ProductCsvColumn[] = PRODUCT_CSV_COLUMNS.map(([c]) => c);
const COLUMN_OF = Object.fromEntries(PRODUCT_CSV_COLUMNS.map(([c, f]) => [f, c])) as Record<
  keyof ProductInput,
  ProductCsvColumn
>;
export const columnOf = (field: keyof ProductInput): ProductCsvColumn => COLUMN_OF[field];

/** GET: the catalogue as this CSV (a plain link: the browser downloads it with the session cookie). */
export const exportCsvUrl = `${process.env.NEXT_PUBLIC_PORTAL_API_URL ?? '/api/portal'}/api/staff/products/export.csv`;

/** The documented upload limits of the import. */
export const IMPORT_MAX_BYTES = 128 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;

const INTEGER_CELLS = new Set<keyof ProductInput>(['categoryId', 'type', 'price', 'quantity']);
const BOOLEAN_CELLS = new Set<keyof ProductInput>(['sale', 'indefinitePeriod', 'active']);

/**
 * A cell as the type the editor's schema expects. A cell that is not of that type is passed on as it is,
 * so the schema refuses it with the field's own message (and every error of a row shows at once).
 */
function cellValue(field: keyof ProductInput, cell: string): unknown {
  const t = cell.trim();
  if (INTEGER_CELLS.has(field)) return t === '' ? undefined : /^-?\d{1,12}$/.test(t) ? Number(t) : t;
  if (field === 'priceOld') return t === '' ? null : /^-?\d{1,12}$/.test(t) ? Number(t) : t;
  if (BOOLEAN_CELLS.has(field)) {
    if (t === '') return undefined;
    if (/^(1|true|ja|yes)$/i.test(t)) return true;
    if (/^(0|false|nee|no)$/i.test(t)) return false;
    return t;
  }
  if (field === 'saleEndsAt') return t === '' ? null : t;
  return cell;
}

/** A CSV record (cells in header order) as the product fields it describes, before the rules. */
export function cellsToFields(header: readonly ProductCsvColumn[], cells: readonly string[]) {
  const out: Record<string, unknown> = {};
  header.forEach((column, i) => {
    const field = PRODUCT_CSV_COLUMNS.find(([c]) => c === column)![1];
    out[field] = cellValue(field, cells[i] ?? '');
  });
  return out;
}

/** A product row of the CSV: its cells converted, then the editor's rules (`productFieldsSchema`). */
export const productCsvRowSchema = z.record(z.string(), z.unknown()).pipe(productFieldsSchema);

export type CsvCellError = { column: string; message: string; params: IssueParams };

/**
 * Checks one record. Messages are keys; an issue without one (a type mismatch the schema leaves to zod)
 * is 'invalid', and the editor's 'amount in euros' becomes 'whole cents' since the CSV holds cents.
 */
export function checkCsvRow(
  header: readonly ProductCsvColumn[],
  cells: readonly string[],
): { ok: true; value: CsvProduct } | { ok: false; errors: CsvCellError[] } {
  const parsed = productCsvRowSchema.safeParse(cellsToFields(header, cells));
  if (parsed.success) return { ok: true, value: pickCsv(parsed.data) };
  const seen = new Set<string>();
  const errors: CsvCellError[] = [];
  for (const issue of fieldIssues(parsed.error)) {
    const column = COLUMN_OF[issue.field as keyof ProductInput] ?? issue.field;
    if (seen.has(column)) continue;
    seen.add(column);
    let message = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    if (message === 'backoffice.products.validation.price')
      message = 'backoffice.products.import.validation.cents';
    errors.push({ column, message, params: issue.params });
  }
  return { ok: false, errors };
}

/** A product's fields as CSV cells, in column order (booleans 0/1, cents, ISO dates, empty for none). */
export function productToCells(p: CsvProduct): string[] {
  return PRODUCT_CSV_COLUMNS.map(([, field]) => {
    const v = p[field];
    if (v === null || v === undefined) return '';
    if (typeof v === 'boolean') return v ? '1' : '0';
    return String(v);
  });
}

/** One change an import would make to a product: the column, before and after (as CSV cells). */
export type ImportFieldChange = { column: ProductCsvColumn; before: string; after: string };
export type ImportSample = {
  row: number;
  sku: string;
  action: 'create' | 'update';
  changes: ImportFieldChange[];
};
export type ImportError = { row: number; column: string; message: string };
export type ImportSummary = { rows: number; create: number; update: number; unchanged: number };
export type ImportReport = {
  summary: ImportSummary;
  errors: ImportError[];
  errorCount: number;
  samples: ImportSample[];
};
/** The apply stream's lines (NDJSON): progress, then one result. */
export type ImportProgress = { phase: 'validate' | 'lock' | 'write'; done: number; total: number };
export type ImportApplyResult = ImportReport & { applied: boolean };
export type ImportStreamLine = ImportProgress | { result: ImportApplyResult } | { error: string };
