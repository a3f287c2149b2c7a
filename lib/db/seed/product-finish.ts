/** Turns a line variant into a full product row: condition, type, price, sale, stock, rating, images. */
import { PRODUCT_CONDITIONS, PRODUCT_TYPES, type ProductCondition } from '../schema/catalog';
import { shopPrice } from './format';
import { createRng, mixSeed } from './prng';
import { toSpecRows } from './spec-labels';
import type { GeneratedProduct, ProductLine } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOT_SIZES = [5, 10, 20, 50] as const;
const CONDITION_FACTOR: Record<ProductCondition, number> = { new: 1.55, refurbished: 1, recertified: 1.12 };

const CONDITION_NL: Record<ProductCondition, string> = {
  new: 'Nieuw en ongebruikt in de originele verpakking, met {w} maanden garantie.',
  refurbished:
    'Refurbished: door onze technici getest, gereinigd en voorzien van de nieuwste firmware, met {w} maanden garantie.',
  recertified:
    'Recertified: volledig getest en gecertificeerd volgens de specificaties van de fabrikant, met {w} maanden garantie.',
};
const CONDITION_EN: Record<ProductCondition, string> = {
  new: 'New and unused in the original packaging, with a {w}-month warranty.',
  refurbished:
    'Refurbished: tested, cleaned and updated to the latest firmware by our engineers, with a {w}-month warranty.',
  recertified:
    "Recertified: fully tested and certified to the manufacturer's specifications, with a {w}-month warranty.",
};

function warrantyMonths(line: ProductLine, condition: ProductCondition): number {
  if (condition === 'new') return line.warrantyNew ?? 36;
  if (condition === 'recertified') return 24;
  return line.categoryId === 116 || line.categoryId === 233 ? 36 : 12;
}

/**
 * A slug not used before in this catalogue ('-2', '-3' … appended on a clash). `<slug>-2` is reserved
 * too, because it names the product's second image.
 */
function uniqueSlug(base: string, used: Set<string>): string {
  let slug = base;
  for (let n = 2; used.has(slug) || used.has(`${slug}-2`); n++) slug = `${base}-${n}`;
  used.add(slug);
  used.add(`${slug}-2`);
  return slug;
}

export interface FinishContext {
  seed: number;
  now: Date;
  usedSlugs: Set<string>;
}

/**
 * Product `index` of the catalogue: variant `k` of `line`. Variants past the line's size repeat it as
 * bulk lots (parts) or as further stock items with a numbered slug.
 */
export function finishProduct(
  index: number,
  line: ProductLine,
  k: number,
  ctx: FinishContext,
): GeneratedProduct {
  const rng = createRng(mixSeed(ctx.seed, index));
  const cycle = Math.floor(k / line.size);
  const v = line.variant(k % line.size);
  const brand = v.brand ?? line.brand;
  const condition: ProductCondition = line.service
    ? 'new'
    : PRODUCT_CONDITIONS[rng.weighted(line.conditions)];
  const configurable = v.configurable === true;
  const lot =
    line.lot === true && !configurable && (cycle > 0 || rng.chance(0.07))
      ? LOT_SIZES[(cycle + rng.int(0, 3)) % 4]
      : 0;
  const warranty = v.warrantyMonths ?? warrantyMonths(line, condition);

  const price = shopPrice(v.price * (line.service ? 1 : CONDITION_FACTOR[condition]) * (lot ? lot * 0.9 : 1));
  const sale = !configurable && rng.chance(0.11);
  const indefinite = sale && rng.chance(0.2);
  const saleEndsAt =
    sale && !indefinite
      ? new Date(ctx.now.getTime() + rng.int(1, 20) * DAY_MS + rng.int(0, 23) * 3_600_000)
      : null;
  let priceOld: number | null = null;
  if (sale || rng.chance(0.05)) {
    priceOld = shopPrice(price * (1.12 + rng.next() * 0.23));
    if (priceOld <= price) priceOld = price + 500;
  }

  let type: number = PRODUCT_TYPES.ready_to_go;
  if (configurable) type = PRODUCT_TYPES.zelf_samenstellen;
  else if (lot) type = PRODUCT_TYPES.multibatch;
  else if (sale) type = PRODUCT_TYPES.sale;
  else if (rng.chance(0.02)) type = PRODUCT_TYPES.geen;

  const stockRoll = rng.next();
  const quantity = line.service
    ? 99
    : stockRoll < 0.1
      ? 0
      : stockRoll < 0.36
        ? rng.int(25, 240)
        : rng.int(1, 24);
  const rating = 100 - Math.floor(rng.next() ** 2 * 41);
  const ratingCount = 1 + Math.floor(rng.next() ** 2 * 250);
  const soldCount = Math.floor(rng.next() ** 3 * 2001);

  const slug = uniqueSlug(lot ? `${v.slug}-lot-${lot}x` : v.slug, ctx.usedSlugs);
  const images = [`/media/products/${slug}.svg`];
  if (rng.chance(0.2)) images.push(`/media/products/${slug}-2.svg`);

  const condNl = line.service ? '' : ` ${CONDITION_NL[condition].replace('{w}', String(warranty))}`;
  const condEn = line.service ? '' : ` ${CONDITION_EN[condition].replace('{w}', String(warranty))}`;
  const lotNl = lot
    ? ` Deze partij bevat ${lot} identieke exemplaren, ideaal om meerdere systemen tegelijk uit te breiden.`
    : '';
  const lotEn = lot
    ? ` This lot contains ${lot} identical units, ideal for upgrading several systems at once.`
    : '';
  const stripTray = (text: string) =>
    lot ? text.replace(/ (Een passende drive tray|We can supply a matching drive tray)[^.]*\./, '') : text;
  const specs = lot ? [...v.specs, { key: 'lot_size', value: String(lot), num: lot }] : v.specs;

  return {
    row: {
      categoryId: line.categoryId,
      slug,
      article: `${line.code}-${String(k + 1).padStart(3, '0')}`,
      sku: `${line.code.split('-')[0]}-${String(index + 1).padStart(6, '0')}-${condition[0].toUpperCase()}`,
      brand,
      type,
      condition,
      nameNl: lot ? `Partij van ${lot}x ${v.nameNl}` : v.nameNl,
      nameEn: lot ? `Lot of ${lot}x ${v.nameEn}` : v.nameEn,
      descriptionNl: stripTray(v.descNl) + lotNl + condNl,
      descriptionEn: stripTray(v.descEn) + lotEn + condEn,
      price,
      priceOld,
      sale,
      saleEndsAt,
      indefinitePeriod: indefinite,
      quantity: lot ? Math.min(quantity, rng.int(1, 12)) : quantity,
      rating,
      ratingCount,
      soldCount,
      images,
      warrantyMonths: warranty,
      weight: Math.round((v.weight ?? line.weight) * (lot || 1)),
      configurable,
      family: line.family ?? null,
      generation: line.generation ?? null,
      active: true,
    },
    specs: toSpecRows(brand, specs),
    art: lot ? { ...v.art, detail: `${lot}x · ${v.art.detail}` } : v.art,
  };
}
