/**
 * The spec metrics the editor offers and how a typed value becomes the number the shop keeps. Pure: the
 * editor (browser) and the API use the same rules, so what the form shows is what the server stores.
 *
 * A spec row keeps the value as typed ('64 GB', 'CL40 (16.67 ns)', '2x 580 W') — the spec table shows
 * it, reformatted in the page's locale when it is a pure quantity (features/catalog/spec-units.ts) — and
 * `num`, the quantity in the base unit of its spec §3 unit, exactly as the seeded catalogue does: bytes
 * for 'B' (memory and cache in binary sizes, 64 GB = 64 × 2^30; drive capacity decimal, 960 GB = 960 ×
 * 10^9), hertz for 'Hz' (2.10 GHz = 2.1 × 10^9), bit/s for speeds (MB/s counts 8 × 10^6), the number
 * itself for the other units, and no number for an aspect ratio ('16:9').
 */
import { SPEC_LABELS } from '@/lib/db/seed/spec-labels';

/** Spec §3 product spec units, as product_specs.unit stores them. */
export const SPEC_UNITS = [
  'B',
  'W',
  'V',
  'nm',
  'ns',
  'Hz',
  'Wh',
  'bit',
  'bit/s',
  'Ah',
  'mAh',
  'dB',
  'A',
  'cd/m2',
  'rpm',
  'inch',
  'ratio',
] as const;
export type SpecUnit = (typeof SPEC_UNITS)[number];

/** The unit each known metric is measured in (metrics not listed are text). */
const METRIC_UNITS: Partial<Record<string, SpecUnit>> = {
  memory_size: 'B',
  memory_speed: 'Hz',
  voltage: 'V',
  latency: 'ns',
  capacity: 'B',
  interface_speed: 'bit/s',
  rotation_speed: 'rpm',
  cache: 'B',
  read_speed: 'bit/s',
  write_speed: 'bit/s',
  noise: 'dB',
  power: 'W',
  clock: 'Hz',
  turbo_clock: 'Hz',
  tdp: 'W',
  lithography: 'nm',
  psu: 'W',
  screen_size: 'inch',
  aspect_ratio: 'ratio',
  brightness: 'cd/m2',
  battery: 'Wh',
  memory_bus: 'bit',
  switching_capacity: 'bit/s',
  throughput: 'bit/s',
  poe_budget: 'W',
};

/** Metrics whose 'GB' means binary gigabytes (memory is sold so, JEDEC); other bytes are decimal. */
const BINARY_BYTE_KEYS = new Set(['memory_size', 'cache']);

export interface SpecMetric {
  key: string;
  labelNl: string;
  labelEn: string;
  unit: SpecUnit | null;
}

/**
 * The known metrics: the catalogue's labels and units. (Whether the shop filters on one is the catalogue's
 * FACET_KEYS; the editor defaults a row's filter flag from it.)
 */
export const SPEC_METRICS: SpecMetric[] = Object.entries(SPEC_LABELS).map(([key, [labelNl, labelEn]]) => ({
  key,
  labelNl,
  labelEn,
  unit: METRIC_UNITS[key] ?? null,
}));

export const specMetric = (key: string) => SPEC_METRICS.find((m) => m.key === key);

const SI = (base: string, prefixes: Record<string, number>) =>
  Object.entries(prefixes).map(([p, f]) => [`${p}${base}`, f] as const);

/** The symbols a value may be written in per unit, with their factor to the base unit. */
function symbols(unit: SpecUnit, key: string): (readonly [string, number])[] {
  switch (unit) {
    case 'B': {
      const k = BINARY_BYTE_KEYS.has(key) ? 1024 : 1000;
      return [
        ...SI('B', { '': 1, k, K: k, M: k ** 2, G: k ** 3, T: k ** 4 }),
        ...SI('iB', { K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 }),
      ];
    }
    case 'Hz':
      return SI('Hz', { '': 1, k: 1e3, M: 1e6, G: 1e9 });
    case 'bit/s':
      return [
        ...SI('bit/s', { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12 }),
        ...SI('b/s', { k: 1e3, M: 1e6, G: 1e9, T: 1e12 }),
        ...SI('bps', { '': 1, k: 1e3, M: 1e6, G: 1e9 }),
        ...SI('B/s', { k: 8e3, M: 8e6, G: 8e9 }),
      ];
    case 'W':
      return SI('W', { '': 1, k: 1e3 });
    case 'Wh':
      return SI('Wh', { '': 1, k: 1e3 });
    case 'cd/m2':
      return [
        ['cd/m2', 1],
        ['cd/m²', 1],
        ['nits', 1],
        ['nit', 1],
      ];
    case 'inch':
      return [
        ['"', 1],
        ['″', 1],
        ['inch', 1],
        ['in', 1],
      ];
    case 'ratio':
      return [];
    default:
      return [[unit, 1]];
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The base-unit number of a typed value ('32 GB' for a memory metric → 34359738368), null for an aspect
 * ratio written 'W:H', or undefined when the value holds no quantity in the unit (the form says so).
 * The first number directly followed by one of the unit's symbols counts: 'CL40 (16.67 ns)' → 16.67.
 */
export function specNum(value: string, unit: SpecUnit, key: string): number | null | undefined {
  const v = value.trim();
  if (unit === 'ratio') return /^\d{1,2}\s*:\s*\d{1,2}$/.test(v) ? null : undefined;
  // A PCIe link as vendors name a drive's interface ('PCIe 4.0 x4'): lanes × the generation's rate.
  const pcie = unit === 'bit/s' ? /^PCIe\s*([1-5])\.0\s*x(1|2|4|8|16)$/i.exec(v) : null;
  if (pcie) return 2 ** Number(pcie[1]) * 1e9 * Number(pcie[2]);
  const all = [...symbols(unit, key)].sort((a, b) => b[0].length - a[0].length);
  let best: { at: number; n: number } | null = null;
  for (const [symbol, factor] of all) {
    const re = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*${escape(symbol)}(?![A-Za-z0-9])`, 'g');
    // Letters of the prefix are case sensitive except for bytes per second and bits ('MB/s' ≠ 'Mb/s').
    const loose = unit !== 'bit/s' && unit !== 'bit';
    for (const m of v.matchAll(loose ? new RegExp(re.source, 'gi') : re)) {
      if (best && best.at <= m.index) continue;
      const n = Number(m[1].replace(',', '.')) * factor;
      best = { at: m.index, n: Number(n.toPrecision(15)) };
    }
  }
  return best ? best.n : undefined;
}
