/** Small text and number helpers for bilingual product content. */

export const GIB = 1024 ** 3;

/** A number with a Dutch decimal comma ('1,92'). */
export function nl(n: number | string): string {
  return String(n).replace('.', ',');
}

/** Inch text for names: '2,5"' in Dutch, '2.5"' in English. */
export function inchNl(text: string): string {
  return text.replace(/(\d)\.(\d)/g, '$1,$2');
}

/** Drive capacity text in decimal units, as vendors write it: 960 → '960 GB', 1920 → '1.92 TB'. */
export function capacityText(gb: number): string {
  if (gb < 1000) return `${gb} GB`;
  const tb = gb / 1000;
  return `${Number.isInteger(tb) ? tb : Number(tb.toFixed(2))} TB`;
}

/** Lowercase, hyphenated URL segment of any text ('1.92 TB SAS 2.5"' → '1-92-tb-sas-2-5'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/["”″]/g, '')
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Clock text: 2.1e9 → '2.10 GHz'. */
export function ghz(hz: number): string {
  return `${(hz / 1e9).toFixed(2)} GHz`;
}

/**
 * A shop price in cents excluding VAT, derived from a target so that the price including 21% VAT
 * ends in ,99 or ,00 (as shops price): ex = round(inc / 1.21).
 */
export function shopPrice(targetExCents: number, vatRate = 21): number {
  const inc = Math.max(100, Math.round(targetExCents * (1 + vatRate / 100)));
  const euros = Math.ceil(inc / 100);
  // Under €1000 incl. VAT: x,99; above: whole tens minus one euro (€1.249,00).
  const pretty = euros >= 1000 ? (Math.ceil(euros / 10) * 10 - 1) * 100 : euros * 100 - 1;
  return Math.max(1, Math.round(pretty / (1 + vatRate / 100)));
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** English indefinite article for a following word or number ('an 800 GB', 'an NVMe', 'a SATA'). */
export function aOrAn(next: string): 'a' | 'an' {
  if (/^(8|11\D|18\D|11$|18$)/.test(next)) return 'an';
  if (/^(NVMe|HBA|HPE|HP |L2|L3|AROC|SAS|SATA|FC)/.test(next))
    return /^(NVMe|HBA|HPE|HP |L2|L3|AROC)/.test(next) ? 'an' : 'a';
  return /^[aeio]/i.test(next) ? 'an' : 'a';
}
