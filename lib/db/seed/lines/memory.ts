/** Memory modules: DDR3/DDR4/DDR5 RDIMM, LRDIMM, UDIMM ECC and SODIMM. */
import { aOrAn, GIB, nl, slugify } from '../format';
import { axes, product, type ProductLine, type Variant } from '../types';

type Kind = 'RDIMM' | 'LRDIMM' | 'UDIMM' | 'SODIMM';
type DdrType = 'DDR3' | 'DDR4' | 'DDR5';

interface MemLine {
  code: string;
  brand: string;
  type: DdrType;
  kind: Kind;
  sizes: number[];
  speeds: number[];
  conditions: readonly [number, number, number];
  /** Price factor for vendor-branded modules (Dell, HPE). */
  factor?: number;
  label?: string;
}

// prettier-ignore
const PC: Record<number, string> = {
  1333: 'PC3-10600', 1600: 'PC3-12800', 1866: 'PC3-14900', 2133: 'PC4-17000', 2400: 'PC4-19200', 2666: 'PC4-21300',
  2933: 'PC4-23400', 3200: 'PC4-25600', 4800: 'PC5-38400', 5600: 'PC5-44800',
};
const CL: Record<number, number> = {
  1333: 9,
  1600: 11,
  1866: 13,
  2133: 15,
  2400: 17,
  2666: 19,
  2933: 21,
  3200: 22,
  4800: 40,
  5600: 46,
};
// prettier-ignore
const EUR_PER_GB: Record<DdrType, Record<number, number>> = {
  DDR3: { 1333: 0.8, 1600: 0.9, 1866: 1.0 },
  DDR4: { 2133: 1.0, 2400: 1.2, 2666: 1.35, 2933: 1.7, 3200: 2.0 },
  DDR5: { 4800: 3.6, 5600: 4.4 },
};
const KIND_FACTOR: Record<Kind, number> = { RDIMM: 1, LRDIMM: 1.15, UDIMM: 1.3, SODIMM: 1.1 };

function ranks(type: DdrType, kind: Kind, gb: number): string {
  if (kind === 'SODIMM' || kind === 'UDIMM') return gb >= 32 ? '2Rx8' : '1Rx8';
  if (kind === 'LRDIMM') return gb >= 128 ? '4DRx4' : gb >= 64 && type === 'DDR3' ? '8Rx4' : '4Rx4';
  if (gb <= 8) return '1Rx8';
  if (gb === 16) return type === 'DDR5' ? '1Rx8' : '2Rx8';
  if (gb >= 128) return '4Rx4';
  return type === 'DDR5' && gb === 32 ? '2Rx8' : '2Rx4';
}

function voltage(type: DdrType, speed: number): number {
  if (type === 'DDR3') return speed >= 1866 ? 1.5 : 1.35;
  return type === 'DDR4' ? 1.2 : 1.1;
}

function fits(type: DdrType, kind: Kind, speed: number): [nl: string, en: string] {
  if (kind === 'SODIMM')
    return [
      'laptops zoals Dell Latitude, HP EliteBook en Lenovo ThinkPad',
      'laptops such as Dell Latitude, HP EliteBook and Lenovo ThinkPad',
    ];
  if (kind === 'UDIMM')
    return [
      'workstations en kleine servers met Intel Xeon E- of W-processors',
      'workstations and small servers with Intel Xeon E or W processors',
    ];
  if (type === 'DDR3')
    return [
      'onder meer Dell PowerEdge R620/R720 en HP ProLiant Gen8',
      'among others Dell PowerEdge R620/R720 and HP ProLiant Gen8',
    ];
  if (type === 'DDR5')
    return [
      'servers met Intel Xeon Scalable van de 4e generatie of AMD EPYC 9004',
      'servers with 4th-generation Intel Xeon Scalable or AMD EPYC 9004',
    ];
  if (speed <= 2400)
    return [
      'onder meer Dell PowerEdge R630/R730 en HPE ProLiant Gen9',
      'among others Dell PowerEdge R630/R730 and HPE ProLiant Gen9',
    ];
  if (speed >= 3200)
    return [
      'onder meer Dell PowerEdge R650/R750 en servers met AMD EPYC 7002/7003',
      'among others Dell PowerEdge R650/R750 and AMD EPYC 7002/7003 servers',
    ];
  return [
    'onder meer Dell PowerEdge R640/R740 en HPE ProLiant Gen10',
    'among others Dell PowerEdge R640/R740 and HPE ProLiant Gen10',
  ];
}

const KIND_NL: Record<Kind, [string, string]> = {
  RDIMM: ['Registered ECC-geheugenmodule', 'servergeheugen'],
  LRDIMM: ['Load-reduced ECC-geheugenmodule', 'servergeheugen'],
  UDIMM: ['Unbuffered ECC-geheugenmodule', 'werkstationgeheugen'],
  SODIMM: ['SO-DIMM-geheugenmodule', 'laptopgeheugen'],
};
const KIND_EN: Record<Kind, [string, string]> = {
  RDIMM: ['registered ECC memory module', 'server memory'],
  LRDIMM: ['load-reduced ECC memory module', 'server memory'],
  UDIMM: ['unbuffered ECC memory module', 'workstation memory'],
  SODIMM: ['SO-DIMM memory module', 'laptop memory'],
};

function memVariant(l: MemLine, k: number): Variant {
  const [si, pi] = axes(k, [l.sizes.length, l.speeds.length]);
  const gb = l.sizes[si];
  const speed = l.speeds[pi];
  const rank = ranks(l.type, l.kind, gb);
  const volt = voltage(l.type, speed);
  const [fitNl, fitEn] = fits(l.type, l.kind, speed);
  const label = l.label ?? l.brand;
  const kindText = l.kind === 'UDIMM' ? 'UDIMM ECC' : l.kind;
  const base = `${label} ${gb} GB ${l.type}-${speed} ${kindText}`;
  const eur = Math.max(9, gb * EUR_PER_GB[l.type][speed] * KIND_FACTOR[l.kind] * (l.factor ?? 1));
  const ns = (CL[speed] * 2000) / speed;
  return {
    slug: slugify(`${label} ${gb}gb ${l.type} ${speed} ${kindText} ${rank}`),
    nameNl: `${base} ${KIND_NL[l.kind][1]} (${rank}, ${PC[speed]})`,
    nameEn: `${base} ${KIND_EN[l.kind][1]} (${rank}, ${PC[speed]})`,
    descNl: `${KIND_NL[l.kind][0]} van ${gb} GB (${l.type}-${speed}, ${PC[speed]}, ${rank}, ${nl(volt)} V) van ${label}. Geschikt voor ${fitNl}; combineer bij voorkeur identieke modules per processor voor de beste geheugenprestaties.`,
    descEn: `${aOrAn(String(gb)) === 'an' ? 'An' : 'A'} ${gb} GB ${KIND_EN[l.kind][0]} (${l.type}-${speed}, ${PC[speed]}, ${rank}, ${volt} V) from ${label}. Suitable for ${fitEn}; populate identical modules per processor for the best memory performance.`,
    price: eur * 100,
    specs: [
      { key: 'memory_size', value: `${gb} GB`, num: gb * GIB, unit: 'B', facet: true },
      { key: 'memory_type', value: l.type, facet: true },
      { key: 'memory_kind', value: l.kind, facet: true },
      { key: 'memory_speed', value: `${speed} MHz`, num: speed * 1e6, unit: 'Hz', facet: true },
      { key: 'memory_ranks', value: rank },
      { key: 'memory_module', value: PC[speed] },
      { key: 'voltage', value: `${volt} V`, num: volt, unit: 'V' },
      {
        key: 'latency',
        value: `CL${CL[speed]} (${ns.toFixed(2)} ns)`,
        num: Number(ns.toFixed(2)),
        unit: 'ns',
      },
    ],
    art: {
      kind: 'dimm',
      brand: label,
      model: `${gb} GB ${l.type}-${speed}`,
      detail: `${kindText} · ${rank}`,
      units: l.kind === 'SODIMM' ? 1 : 2,
    },
    weight: l.kind === 'SODIMM' ? 60 : 90,
  };
}

const OLD = [0, 8, 3] as const;
const MID = [3, 6, 1] as const;
const NEW = [8, 2, 1] as const;
const ONLY_NEW = [1, 0, 0] as const;

// prettier-ignore
const LINES: MemLine[] = [
  { code: 'SAM-D4R', brand: 'Samsung', type: 'DDR4', kind: 'RDIMM', sizes: [32, 16, 64, 8], speeds: [2666, 2933, 3200, 2400, 2133], conditions: MID },
  { code: 'HYN-D4R', brand: 'SK hynix', type: 'DDR4', kind: 'RDIMM', sizes: [16, 32, 64, 8], speeds: [2933, 2666, 3200, 2400], conditions: MID },
  { code: 'SAM-D5R', brand: 'Samsung', type: 'DDR5', kind: 'RDIMM', sizes: [32, 64, 16, 96, 128], speeds: [4800, 5600], conditions: NEW },
  { code: 'MIC-D4R', brand: 'Micron', type: 'DDR4', kind: 'RDIMM', sizes: [64, 32, 16], speeds: [3200, 2933, 2666], conditions: MID },
  { code: 'SAM-D4LR', brand: 'Samsung', type: 'DDR4', kind: 'LRDIMM', sizes: [64, 128], speeds: [2666, 2400, 2933], conditions: MID },
  { code: 'SAM-D3R', brand: 'Samsung', type: 'DDR3', kind: 'RDIMM', sizes: [16, 8, 32], speeds: [1600, 1333, 1866], conditions: OLD },
  { code: 'HPE-D4R', brand: 'HPE', label: 'HPE SmartMemory', type: 'DDR4', kind: 'RDIMM', sizes: [32, 16, 64], speeds: [2933, 2666, 2400], conditions: MID, factor: 1.25 },
  { code: 'DELL-D4R', brand: 'Dell', type: 'DDR4', kind: 'RDIMM', sizes: [32, 64, 16], speeds: [2933, 3200, 2666], conditions: MID, factor: 1.25 },
  { code: 'MIC-D5R', brand: 'Micron', type: 'DDR5', kind: 'RDIMM', sizes: [64, 32, 128], speeds: [4800, 5600], conditions: NEW },
  { code: 'KIN-D4U', brand: 'Kingston', label: 'Kingston Server Premier', type: 'DDR4', kind: 'UDIMM', sizes: [16, 32, 8], speeds: [3200, 2666], conditions: ONLY_NEW },
  { code: 'SAM-D4SO', brand: 'Samsung', type: 'DDR4', kind: 'SODIMM', sizes: [16, 8, 32], speeds: [3200, 2666], conditions: [5, 5, 0] },
  { code: 'HYN-D3R', brand: 'SK hynix', type: 'DDR3', kind: 'RDIMM', sizes: [8, 16], speeds: [1333, 1600, 1866], conditions: OLD },
  { code: 'HYN-D4LR', brand: 'SK hynix', type: 'DDR4', kind: 'LRDIMM', sizes: [128, 64], speeds: [2933, 2666], conditions: MID },
  { code: 'HYN-D5R', brand: 'SK hynix', type: 'DDR5', kind: 'RDIMM', sizes: [32, 96, 64], speeds: [5600, 4800], conditions: NEW },
  { code: 'SAM-D3LR', brand: 'Samsung', type: 'DDR3', kind: 'LRDIMM', sizes: [32, 64], speeds: [1866, 1600, 1333], conditions: OLD },
  { code: 'KIN-D4R', brand: 'Kingston', label: 'Kingston Server Premier', type: 'DDR4', kind: 'RDIMM', sizes: [16, 32, 64], speeds: [3200, 2666], conditions: ONLY_NEW },
  { code: 'CRU-D5SO', brand: 'Crucial', type: 'DDR5', kind: 'SODIMM', sizes: [16, 32, 8], speeds: [4800, 5600], conditions: ONLY_NEW },
];

export const MEMORY_LINES: readonly ProductLine[] = LINES.map((l) => ({
  code: `RAM-${l.code}`,
  categoryId: 282,
  brand: l.brand,
  conditions: l.conditions,
  weight: l.kind === 'SODIMM' ? 60 : 90,
  lot: true,
  warrantyNew: l.brand === 'Kingston' || l.brand === 'Crucial' ? 60 : 36,
  size: product([l.sizes.length, l.speeds.length]),
  variant: (k) => memVariant(l, k),
}));
