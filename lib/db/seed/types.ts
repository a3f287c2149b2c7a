/** Shared shapes of the demo-catalogue generator. */
import type { products, ProductCondition } from '../schema/catalog';

export type NewProductRow = typeof products.$inferInsert;

/** Spec §3 units; `num` is stored in this base unit (bytes, Hz, W, …). */
export type SpecUnit =
  | 'B'
  | 'W'
  | 'V'
  | 'nm'
  | 'ns'
  | 'Hz'
  | 'Wh'
  | 'bit'
  | 'bit/s'
  | 'Ah'
  | 'mAh'
  | 'dB'
  | 'A'
  | 'cd/m2'
  | 'rpm'
  | 'inch'
  | 'ratio';

export interface SpecInput {
  key: string;
  value: string;
  num?: number | null;
  unit?: SpecUnit | null;
  facet?: boolean;
}

/** The illustration drawn for a product image. */
export type ArtKind =
  | 'rack'
  | 'tower'
  | 'laptop'
  | 'dimm'
  | 'drive25'
  | 'drive35'
  | 'm2'
  | 'cpu'
  | 'pcie'
  | 'gpu'
  | 'riser'
  | 'tray'
  | 'backplane'
  | 'certificate'
  | 'network'
  | 'array';

export interface Art {
  kind: ArtKind;
  brand: string;
  model: string;
  detail: string;
  /** Rack height in U, or a number of bays/ports, where the drawing uses it. */
  units?: number;
}

/** One concrete product of a product line, before condition, stock and price finishing. */
export interface Variant {
  /** Full product slug (unique within the line). */
  slug: string;
  nameNl: string;
  nameEn: string;
  /** 1–3 sentences about the hardware; the generator adds a sentence about the condition. */
  descNl: string;
  descEn: string;
  /** Refurbished baseline price in cents excluding VAT. */
  price: number;
  specs: SpecInput[];
  art: Art;
  weight?: number;
  /** Brand when it differs from the line's brand. */
  brand?: string;
  /** Warranty months when the line's rule does not apply (services). */
  warrantyMonths?: number;
  /** Build-your-own base (type 1, configurable). */
  configurable?: boolean;
}

export interface ProductLine {
  /** Article prefix, e.g. 'SRV-DELL-R740'. Unique over all lines. */
  code: string;
  categoryId: number;
  brand: string;
  /** Weights of the conditions new / refurbished / recertified. */
  conditions: readonly [number, number, number];
  /** Default weight in grams. */
  weight: number;
  family?: 'dell' | 'hpe';
  generation?: string;
  /** Parts that are also sold as bulk lots (multibatch). */
  lot?: boolean;
  /** Digital goods: always new, always available, no shipping weight. */
  service?: boolean;
  /** Warranty months when new (default 36). */
  warrantyNew?: number;
  /** Number of distinct variants; variant(k) is called with 0 <= k < size. */
  size: number;
  variant: (k: number) => Variant;
}

export interface GeneratedSpec {
  key: string;
  labelNl: string;
  labelEn: string;
  value: string;
  num: number | null;
  unit: string | null;
  facet: boolean;
  sort: number;
}

export interface GeneratedProduct {
  row: Omit<NewProductRow, 'id'> & { condition: ProductCondition; images: string[] };
  specs: GeneratedSpec[];
  art: Art;
}

/** Mixed-radix digits of k with a diagonal shear, so neighbouring k differ on every axis. */
export function axes(k: number, sizes: readonly number[]): number[] {
  const digits: number[] = [];
  let rest = k;
  for (const n of sizes) {
    digits.push(rest % n);
    rest = Math.floor(rest / n);
  }
  let acc = 0;
  return digits.map((d, i) => {
    acc += d;
    return i === 0 ? d : acc % sizes[i];
  });
}

export function product(sizes: readonly number[]): number {
  return sizes.reduce((p, n) => p * n, 1);
}
