/** External storage: Dell PowerVault and HPE MSA/D-series disk enclosures and SAN arrays (category 214). */
import { slugify } from '../format';
import type { ProductLine } from '../types';
import { listLine } from './list-line';

type Enclosure = [
  brand: 'Dell' | 'HPE',
  model: string,
  kind: 'JBOD' | 'SAN',
  bays: number,
  form: '2.5"' | '3.5"',
  iface: string,
  eur: number,
];
// prettier-ignore
const SYSTEMS: Enclosure[] = [
  ['Dell', 'PowerVault MD1400', 'JBOD', 12, '3.5"', 'SAS 12 Gb/s', 449], ['HPE', 'D3700', 'JBOD', 25, '2.5"', 'SAS 12 Gb/s', 599],
  ['Dell', 'PowerVault ME4012', 'SAN', 12, '3.5"', 'SAS 12 Gb/s / iSCSI 10 Gb/s', 2490], ['HPE', 'MSA 2050 SAN SFF', 'SAN', 24, '2.5"', 'FC 16 Gb/s / iSCSI 10 Gb/s', 1890],
  ['Dell', 'PowerVault MD1200', 'JBOD', 12, '3.5"', 'SAS 6 Gb/s', 199], ['HPE', 'D3600', 'JBOD', 12, '3.5"', 'SAS 12 Gb/s', 549],
  ['Dell', 'PowerVault MD1420', 'JBOD', 24, '2.5"', 'SAS 12 Gb/s', 499], ['Dell', 'PowerVault MD1220', 'JBOD', 24, '2.5"', 'SAS 6 Gb/s', 219],
];

/** Every enclosure empty, then filled with drives. */
const ITEMS = [...SYSTEMS.map((s) => [s, false] as const), ...SYSTEMS.map((s) => [s, true] as const)];

export const STORAGE_SYSTEM_LINES: readonly ProductLine[] = [
  listLine(
    { code: 'STOR-ENCL', categoryId: 214, brand: 'Dell', conditions: [1, 8, 1], weight: 28000 },
    ITEMS,
    ([[b, model, kind, bays, form, iface, eur], filled]) => {
      const fillEn = form === '3.5"' ? `${bays}x 4 TB SAS 7.2K` : `${bays}x 1.2 TB SAS 10K`;
      const fillNl = fillEn.replace('1.2', '1,2').replace('7.2K', '7,2K');
      const drivesEur = form === '3.5"' ? bays * 70 : bays * 55;
      const full = `${b} ${model}`;
      const kindNl = kind === 'SAN' ? 'SAN-opslagsysteem' : 'JBOD-uitbreidingsbehuizing';
      const kindEn = kind === 'SAN' ? 'SAN storage array' : 'JBOD expansion enclosure';
      const formNl = form.replace('.', ',');
      return {
        brand: b,
        slug: slugify(`${full} ${bays}x ${form} ${filled ? fillEn : 'empty'}`),
        nameNl: `${full} ${kindNl} ${bays}x ${formNl} – ${filled ? fillNl : 'zonder schijven'}`,
        nameEn: `${full} ${kindEn} ${bays}x ${form} – ${filled ? fillEn : 'no drives'}`,
        descNl: `De ${full} is een 2U-${kindNl} met ${bays} hot-swap sleuven van ${formNl} en ${iface}-aansluitingen, dubbele controllers of I/O-modules en redundante voedingen. ${filled ? `Geleverd met ${fillNl} schijven, getest en klaar voor gebruik.` : 'Geleverd met alle drive trays, zonder schijven.'}`,
        descEn: `The ${full} is a 2U ${kindEn} with ${bays} hot-swap ${form} bays and ${iface} connectivity, dual controllers or I/O modules and redundant power supplies. ${filled ? `Supplied with ${fillEn} drives, tested and ready to use.` : 'Supplied with all drive trays, without drives.'}`,
        price: (eur + (filled ? drivesEur : 0)) * 100,
        specs: [
          { key: 'device_type', value: kind, facet: true },
          { key: 'bays', value: String(bays), num: bays, facet: true },
          { key: 'form_factor', value: form, facet: true },
          { key: 'interface', value: iface },
          { key: 'form', value: '2U' },
          ...(filled ? [{ key: 'storage', value: fillEn }] : []),
          { key: 'psu', value: '2x 580 W', num: 580, unit: 'W' as const },
        ],
        art: { kind: 'array', brand: b, model, detail: `${bays}x ${form}`, units: bays },
        weight: 28000,
      };
    },
  ),
];
