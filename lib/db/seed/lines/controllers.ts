/** RAID controllers and HBAs, backplanes and drive trays. */
import { aOrAn, GIB, inchNl, slugify } from '../format';
import type { ProductLine } from '../types';
import { listLine } from './list-line';

type Raid = [
  brand: string,
  model: string,
  kind: 'RAID' | 'HBA',
  iface: string,
  cacheGb: number,
  form: string,
  fits: string,
  eur: number,
];
const SAS12 = 'SAS 12 Gb/s';

function raidLevels(model: string, cacheGb: number): string {
  if (model.startsWith('Smart Array E')) return 'RAID 0, 1, 5, 10';
  return cacheGb > 0 ? 'RAID 0, 1, 5, 6, 10, 50, 60' : 'RAID 0, 1, 5, 10, 50';
}

// prettier-ignore
const PERC: Raid[] = [
  ['Dell', 'PERC H730P Mini', 'RAID', SAS12, 2, 'Mini Mono', 'Dell PowerEdge R630/R730/R730xd', 69],
  ['Dell', 'PERC H740P Mini', 'RAID', SAS12, 8, 'Mini Mono', 'Dell PowerEdge R640/R740/R740xd', 149],
  ['Dell', 'HBA330 Mini', 'HBA', SAS12, 0, 'Mini Mono', 'Dell PowerEdge R630/R730/R640/R740', 39],
  ['Dell', 'PERC H330 Adapter', 'RAID', SAS12, 0, 'PCIe', 'Dell PowerEdge G13/G14', 35],
  ['Dell', 'PERC H730 Mini', 'RAID', SAS12, 1, 'Mini Mono', 'Dell PowerEdge R630/R730', 45],
  ['Dell', 'PERC H755 Adapter', 'RAID', 'SAS/SATA/NVMe 12 Gb/s', 8, 'PCIe', 'Dell PowerEdge R650/R750', 290],
  ['Dell', 'PERC H710 Mini', 'RAID', 'SAS 6 Gb/s', 0.5, 'Mini Mono', 'Dell PowerEdge R620/R720', 19],
  ['Dell', 'PERC H840 Adapter', 'RAID', SAS12, 4, 'PCIe', 'Dell PowerVault MD1400/MD1420', 199],
];
// prettier-ignore
const SMART_ARRAY: Raid[] = [
  ['HPE', 'Smart Array P408i-a', 'RAID', SAS12, 2, 'AROC', 'HPE ProLiant DL360/DL380 Gen10', 129],
  ['HPE', 'Smart Array P440ar', 'RAID', SAS12, 2, 'AROC', 'HPE ProLiant DL360/DL380 Gen9', 59],
  ['HPE', 'Smart Array P816i-a', 'RAID', SAS12, 4, 'AROC', 'HPE ProLiant DL380 Gen10', 249],
  ['HPE', 'Smart Array E208i-a', 'RAID', SAS12, 0, 'AROC', 'HPE ProLiant Gen10', 69],
  ['HPE', 'Smart Array P420i', 'RAID', 'SAS 6 Gb/s', 1, 'Mezzanine', 'HP ProLiant DL360p/DL380p Gen8', 25],
  ['HPE', 'Smart Array P410i', 'RAID', 'SAS 6 Gb/s', 0.5, 'Mezzanine', 'HP ProLiant G6/G7', 15],
];
// prettier-ignore
const BROADCOM: Raid[] = [
  ['Broadcom', 'MegaRAID 9361-8i', 'RAID', SAS12, 1, 'PCIe', 'PCIe 3.0 x8', 119],
  ['Broadcom', 'HBA 9300-8i', 'HBA', SAS12, 0, 'PCIe', 'PCIe 3.0 x8', 59],
  ['Broadcom', 'MegaRAID 9460-16i', 'RAID', 'SAS/SATA/NVMe 12 Gb/s', 4, 'PCIe', 'PCIe 3.1 x8', 390],
  ['Broadcom', 'HBA 9400-16i', 'HBA', 'SAS/SATA/NVMe 12 Gb/s', 0, 'PCIe', 'PCIe 3.1 x8', 149],
];

function raidLine(
  code: string,
  brand: string,
  items: Raid[],
  conditions: readonly [number, number, number],
): ProductLine {
  return listLine(
    { code, categoryId: 284, brand, conditions, weight: 300, lot: true },
    items,
    ([b, model, kind, iface, cache, form, fits, eur]) => {
      const cacheText = cache >= 1 ? `${cache} GB` : cache > 0 ? `${cache * 1024} MB` : '';
      const slot = fits.startsWith('PCIe');
      const fitsNl = slot ? `servers met een vrij ${fits}-slot` : `de ${fits}`;
      const fitsEn = slot ? `servers with a free ${fits} slot` : `the ${fits}`;
      const isRaid = kind === 'RAID';
      const levels = raidLevels(model, cache);
      return {
        slug: slugify(`${b} ${model} ${kind.toLowerCase()} controller`),
        nameNl: `${b} ${model} ${isRaid ? 'RAID-controller' : 'HBA-controller'} – ${cacheText ? `${cacheText} cache, ` : ''}${iface}`,
        nameEn: `${b} ${model} ${isRaid ? 'RAID controller' : 'host bus adapter'} – ${cacheText ? `${cacheText} cache, ` : ''}${iface}`,
        descNl: isRaid
          ? `De ${b} ${model} is een RAID-controller (${iface}) in ${form}-uitvoering${cacheText ? ` met ${cacheText} beveiligde schrijfcache` : ' zonder cache'}. Ondersteunt ${levels} en past in ${fitsNl}.`
          : `De ${b} ${model} is een host bus adapter (${iface}) in ${form}-uitvoering die schijven direct aan het besturingssysteem doorgeeft, ideaal voor ZFS, vSAN en software-defined storage. Past in ${fitsNl}.`,
        descEn: isRaid
          ? `The ${b} ${model} is ${aOrAn(form)} ${form} RAID controller (${iface})${cacheText ? ` with ${cacheText} of protected write cache` : ' without cache'}. It supports ${levels} and fits ${fitsEn}.`
          : `The ${b} ${model} is ${aOrAn(form)} ${form} host bus adapter (${iface}) that passes drives straight to the operating system, ideal for ZFS, vSAN and software-defined storage. It fits ${fitsEn}.`,
        price: eur * 100,
        specs: [
          { key: 'controller_type', value: kind, facet: true },
          { key: 'interface', value: iface, facet: true },
          ...(cache
            ? [{ key: 'cache', value: cacheText, num: cache * GIB, unit: 'B' as const, facet: true }]
            : []),
          { key: 'form', value: form },
          ...(isRaid ? [{ key: 'raid_levels', value: levels }] : []),
          { key: 'compatible', value: fits, facet: true },
          { key: 'power', value: `${cache >= 4 ? 17 : 13} W`, num: cache >= 4 ? 17 : 13, unit: 'W' },
        ],
        art: { kind: 'pcie', brand: b, model, detail: cacheText ? `${cacheText} · ${iface}` : iface },
      };
    },
  );
}

type Backplane = [
  brand: string,
  fits: string,
  bays: number,
  form: '2.5"' | '3.5"',
  iface: string,
  eur: number,
];
// prettier-ignore
const BACKPLANES: Backplane[] = [
  ['Dell', 'PowerEdge R730', 8, '2.5"', 'SAS/SATA', 49], ['HPE', 'ProLiant DL380 Gen10 (box 1)', 8, '2.5"', 'SAS/SATA', 89],
  ['Dell', 'PowerEdge R730xd', 24, '2.5"', 'SAS/SATA', 89], ['HPE', 'ProLiant DL380 Gen9', 8, '2.5"', 'SAS/SATA', 45],
  ['Dell', 'PowerEdge R640', 10, '2.5"', 'SAS/SATA', 79], ['HPE', 'ProLiant DL360 Gen10', 8, '2.5"', 'SAS/SATA', 69],
  ['Dell', 'PowerEdge R740xd', 24, '2.5"', 'SAS/SATA/NVMe', 249], ['HPE', 'ProLiant ML350 Gen9', 8, '2.5"', 'SAS/SATA', 59],
  ['Dell', 'PowerEdge R720', 8, '3.5"', 'SAS/SATA', 39], ['Dell', 'PowerEdge T630', 18, '3.5"', 'SAS/SATA', 119],
  ['Dell', 'PowerEdge R740', 16, '2.5"', 'SAS/SATA', 99], ['HPE', 'ProLiant DL380p Gen8', 8, '2.5"', 'SAS/SATA', 29],
];

const backplaneLine = listLine(
  { code: 'BP-SRV', categoryId: 291, brand: 'Dell', conditions: [0, 9, 1], weight: 600 },
  BACKPLANES,
  ([b, fits, bays, form, iface, eur]) => ({
    brand: b,
    slug: slugify(`${b} ${fits} backplane ${bays}x ${form}`),
    nameNl: `${b} ${fits} backplane ${bays}x ${inchNl(form)} (${iface})`,
    nameEn: `${b} ${fits} ${bays}x ${form} backplane (${iface})`,
    descNl: `Originele ${b}-backplane voor ${bays} hot-swap schijven van ${inchNl(form)} in de ${b} ${fits}. Verbindt de schijfsleuven met de RAID-controller (${iface}); kabels worden niet meegeleverd tenzij vermeld.`,
    descEn: `Genuine ${b} backplane for ${bays} hot-swap ${form} drives in the ${b} ${fits}. It connects the drive bays to the RAID controller (${iface}); cables are not included unless stated.`,
    price: eur * 100,
    specs: [
      { key: 'form_factor', value: form, facet: true },
      { key: 'bays', value: String(bays), num: bays, facet: true },
      { key: 'compatible', value: `${b} ${fits}`, facet: true },
      { key: 'interface', value: iface },
    ],
    art: { kind: 'backplane', brand: b, model: fits, detail: `${bays}x ${form}`, units: bays },
  }),
);

type Tray = [brand: string, part: string, form: '2.5"' | '3.5"', fits: string, eur: number, hybrid?: boolean];
// prettier-ignore
const TRAYS: Tray[] = [
  ['Dell', 'X7K8W', '3.5"', 'Dell PowerEdge G13–G15', 9], ['HPE', '651687-001', '2.5"', 'HPE ProLiant Gen8–Gen10', 9],
  ['Dell', 'DXD9H', '2.5"', 'Dell PowerEdge G13–G15', 8], ['HPE', '651314-001', '3.5"', 'HPE ProLiant Gen8–Gen10', 12],
  ['Dell', 'F238F', '3.5"', 'Dell PowerEdge G11/G12', 6], ['Dell', '9W8C4', '2.5"', 'Dell PowerEdge G13/G14', 15, true],
  ['HPE', '378343-002', '2.5"', 'HP ProLiant G5–G7', 5], ['Dell', 'G176J', '2.5"', 'Dell PowerEdge G11/G12', 6],
];

const trayLine = listLine(
  { code: 'TRAY', categoryId: 401, brand: 'Dell', conditions: [4, 6, 0], weight: 120, lot: true },
  TRAYS,
  ([b, part, form, fits, eur, hybrid]) => ({
    brand: b,
    slug: slugify(`${b} ${part} ${hybrid ? 'hybrid ' : ''}drive tray ${form}`),
    nameNl: hybrid
      ? `${b} ${part} hybride drive tray (2,5" in 3,5"-sleuf) voor ${fits}`
      : `${b} ${part} drive tray ${inchNl(form)} voor ${fits}`,
    nameEn: hybrid
      ? `${b} ${part} hybrid drive tray (2.5" in 3.5" bay) for ${fits}`
      : `${b} ${part} ${form} drive tray for ${fits}`,
    descNl: `Hot-swap drive tray (caddy) ${b} ${part} voor een schijf van ${inchNl(form)}${hybrid ? ' in een 3,5"-sleuf' : ''}, geschikt voor de ${fits}. Inclusief schroeven, zodat u de schijf direct kunt monteren.`,
    descEn: `Hot-swap drive tray (caddy) ${b} ${part} for a ${form} drive${hybrid ? ' in a 3.5" bay' : ''}, suitable for the ${fits}. Screws are included, so you can mount the drive right away.`,
    price: eur * 100,
    specs: [
      { key: 'form_factor', value: form, facet: true },
      { key: 'compatible', value: fits, facet: true },
      { key: 'part_number', value: part },
    ],
    art: { kind: 'tray', brand: b, model: part, detail: `${form} tray` },
  }),
);

export const CONTROLLER_LINES: readonly ProductLine[] = [
  raidLine('RAID-DELL-PERC', 'Dell', PERC, [1, 7, 2]),
  raidLine('RAID-HPE-SA', 'HPE', SMART_ARRAY, [1, 7, 2]),
  raidLine('RAID-BROADCOM', 'Broadcom', BROADCOM, [5, 4, 1]),
];
export const BACKPLANE_LINES: readonly ProductLine[] = [backplaneLine];
export const TRAY_LINES: readonly ProductLine[] = [trayLine];
