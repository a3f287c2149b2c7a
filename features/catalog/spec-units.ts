/** Spec §3 product spec units, formatted in the page's locale from the value in its base unit. */

export type Locale2 = 'nl' | 'en';

interface Step {
  symbol: string;
  factor: number;
}

const SI = (base: string, prefixes: [string, number][]): Step[] =>
  prefixes.map(([p, f]) => ({ symbol: `${p}${base}`, factor: f }));

const DECIMAL_BYTES = SI('B', [
  ['', 1],
  ['k', 1e3],
  ['M', 1e6],
  ['G', 1e9],
  ['T', 1e12],
]);
// Memory is sold in binary sizes but labelled GB (JEDEC): 64 GB = 64 × 2^30 bytes.
const BINARY_BYTES = SI('B', [
  ['', 1],
  ['k', 1024],
  ['M', 1024 ** 2],
  ['G', 1024 ** 3],
  ['T', 1024 ** 4],
]);

/** Auto-scaled steps per base unit (spec §3); units without steps are shown as they are. */
const STEPS: Record<string, Step[]> = {
  Hz: SI('Hz', [
    ['', 1],
    ['k', 1e3],
    ['M', 1e6],
    ['G', 1e9],
  ]),
  'bit/s': SI('bit/s', [
    ['', 1],
    ['k', 1e3],
    ['M', 1e6],
    ['G', 1e9],
    ['T', 1e12],
  ]),
  bit: [{ symbol: 'bit', factor: 1 }],
  W: SI('W', [
    ['', 1],
    ['k', 1e3],
  ]),
  Wh: [{ symbol: 'Wh', factor: 1 }],
  V: [{ symbol: 'V', factor: 1 }],
  A: [{ symbol: 'A', factor: 1 }],
  Ah: [{ symbol: 'Ah', factor: 1 }],
  mAh: [{ symbol: 'mAh', factor: 1 }],
  nm: [{ symbol: 'nm', factor: 1 }],
  ns: [{ symbol: 'ns', factor: 1 }],
  dB: [{ symbol: 'dB', factor: 1 }],
  'cd/m2': [{ symbol: 'cd/m²', factor: 1 }],
  rpm: [{ symbol: 'rpm', factor: 1 }],
};

/** Symbols vendors write that map onto a base unit (e.g. 'MB/s' is bytes per second = 8 bit/s). */
const ALIASES: Record<string, Record<string, number>> = {
  'bit/s': { 'Gb/s': 1e9, 'Mb/s': 1e6, 'kb/s': 1e3, 'GB/s': 8e9, 'MB/s': 8e6, 'kB/s': 8e3 },
};

const formatters = new Map<string, Intl.NumberFormat>();

/** A number in the locale (nl: 1.234,5; en: 1,234.5) with at most `digits` decimals. */
export function formatNumber(n: number, locale: Locale2, digits = 2, minDigits = 0): string {
  const key = `${locale}:${digits}:${minDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
      maximumFractionDigits: digits,
      minimumFractionDigits: minDigits,
    });
    formatters.set(key, f);
  }
  return f.format(n);
}

/** Binary if the value is a whole (or half) number of KiB/MiB/GiB/TiB at its own scale: 2^36 → 64 GiB. */
function isBinary(bytes: number): boolean {
  if (bytes < 1024) return false;
  const k = Math.min(4, Math.floor(Math.log(bytes) / Math.log(1024)));
  const scaled = (bytes / 1024 ** k) * 2;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

/** Picks the largest step the value reaches (at least 1 of it). */
function pick(steps: Step[], n: number): Step {
  let best = steps[0];
  for (const s of steps) if (Math.abs(n) >= s.factor) best = s;
  return best;
}

function byteSteps(n: number): Step[] {
  return isBinary(n) ? BINARY_BYTES : DECIMAL_BYTES;
}

/** Formats `num` (in the base unit) with an auto-scaled unit: 68719476736 B → '64 GB', 2.1e9 Hz → '2,1 GHz'. */
export function formatQuantity(num: number, unit: string, locale: Locale2, symbol?: string): string {
  if (unit === 'inch') return `${formatNumber(num, locale, 1)}"`;
  if (unit === 'ratio') return formatRatio(num);
  const steps = unit === 'B' ? byteSteps(num) : STEPS[unit];
  if (!steps) return `${formatNumber(num, locale)} ${unit}`;
  const alias = symbol ? ALIASES[unit]?.[symbol] : undefined;
  const forced = symbol ? steps.find((s) => s.symbol === symbol) : undefined;
  if (alias) return `${formatNumber(num / alias, locale)} ${symbol}`;
  const step = forced ?? pick(steps, num);
  return `${formatNumber(num / step.factor, locale)} ${step.symbol}`;
}

/** Aspect ratio from a width/height quotient: 1.777… → '16:9'. */
export function formatRatio(q: number): string {
  for (let h = 1; h <= 32; h++) {
    const w = q * h;
    if (Math.abs(w - Math.round(w)) < 0.01) return `${Math.round(w)}:${h}`;
  }
  return q.toFixed(2);
}

const PURE = /^(\d+(?:[.,]\d+)?)\s*([A-Za-z/²"]+)$/;

/** Localises decimal points between digits in free text ('1.92 TB' → '1,92 TB' in Dutch). */
export function localiseDecimals(text: string, locale: Locale2): string {
  return locale === 'nl' ? text.replace(/(\d)\.(\d)/g, '$1,$2') : text;
}

/**
 * The spec table text of a metric: a pure quantity ('2400 MHz', '1.92 TB') is reformatted from its base
 * value in the vendor's own symbol and the page's locale; other text is kept, with local decimals.
 */
export function formatSpecValue(
  spec: { value: string; num: number | null; unit: string | null },
  locale: Locale2,
): string {
  if (spec.unit === 'ratio')
    return spec.value.includes(':') ? spec.value : spec.num !== null ? formatRatio(spec.num) : spec.value;
  if (spec.num !== null && spec.unit) {
    const m = PURE.exec(spec.value.trim());
    if (m || spec.value.trim() === '') {
      const symbol = m?.[2] === '"' ? undefined : m?.[2] === 'cd/m²' ? 'cd/m²' : m?.[2];
      return formatQuantity(spec.num, spec.unit, locale, symbol);
    }
  }
  return localiseDecimals(spec.value, locale);
}
