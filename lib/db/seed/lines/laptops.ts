/** Business laptops: Dell Latitude, HP EliteBook, Lenovo ThinkPad. */
import { GIB, inchNl, nl, slugify } from '../format';
import { axes, product, type ProductLine, type Variant } from '../types';

type Cpu = [name: string, cores: number, ghz: number, eur: number];
interface LaptopModel {
  code: string;
  brand: 'Dell' | 'HP' | 'Lenovo';
  model: string;
  cpus: Cpu[];
  inch: number;
  res: string;
  ratio: '16:9' | '16:10';
  nits: number;
  wh: number;
  kg: number;
  mem: 'DDR4' | 'LPDDR4X' | 'DDR5' | 'LPDDR5';
  eur: number;
  conditions: readonly [number, number, number];
}

const I5_8350U: Cpu = ['Intel Core i5-8350U', 4, 1.7, 0];
const I5_8365U: Cpu = ['Intel Core i5-8365U', 4, 1.6, 0];
const I7_8665U: Cpu = ['Intel Core i7-8665U', 4, 1.9, 40];
const I5_1135G7: Cpu = ['Intel Core i5-1135G7', 4, 2.4, 0];
const I5_1145G7: Cpu = ['Intel Core i5-1145G7', 4, 2.6, 0];
const I7_1165G7: Cpu = ['Intel Core i7-1165G7', 4, 2.8, 60];
const I7_1185G7: Cpu = ['Intel Core i7-1185G7', 4, 3.0, 70];
const OLD = [0, 8, 2] as const;
const CURRENT = [6, 3, 1] as const;
const FHD = '1920x1080';
const WUXGA = '1920x1200';

// prettier-ignore
const MODELS: LaptopModel[] = [
  { code: 'LAT5490', brand: 'Dell', model: 'Latitude 5490', cpus: [I5_8350U, ['Intel Core i7-8650U', 4, 1.9, 40]], inch: 14, res: FHD, ratio: '16:9', nits: 220, wh: 68, kg: 1.6, mem: 'DDR4', eur: 249, conditions: OLD },
  { code: 'EB840G6', brand: 'HP', model: 'EliteBook 840 G6', cpus: [I5_8365U, I7_8665U], inch: 14, res: FHD, ratio: '16:9', nits: 250, wh: 50, kg: 1.48, mem: 'DDR4', eur: 319, conditions: OLD },
  { code: 'T490', brand: 'Lenovo', model: 'ThinkPad T490', cpus: [I5_8365U, I7_8665U], inch: 14, res: FHD, ratio: '16:9', nits: 250, wh: 50, kg: 1.46, mem: 'DDR4', eur: 329, conditions: OLD },
  { code: 'LAT7420', brand: 'Dell', model: 'Latitude 7420', cpus: [I5_1145G7, I7_1185G7], inch: 14, res: FHD, ratio: '16:9', nits: 300, wh: 63, kg: 1.3, mem: 'LPDDR4X', eur: 529, conditions: OLD },
  { code: 'EB840G8', brand: 'HP', model: 'EliteBook 840 G8', cpus: [I5_1135G7, I7_1165G7], inch: 14, res: FHD, ratio: '16:9', nits: 250, wh: 53, kg: 1.32, mem: 'DDR4', eur: 489, conditions: OLD },
  { code: 'T14G2', brand: 'Lenovo', model: 'ThinkPad T14 Gen 2', cpus: [I5_1135G7, I7_1165G7], inch: 14, res: FHD, ratio: '16:9', nits: 300, wh: 50, kg: 1.47, mem: 'DDR4', eur: 499, conditions: OLD },
  { code: 'LAT5540', brand: 'Dell', model: 'Latitude 5540', cpus: [['Intel Core i5-1345U', 10, 1.6, 0], ['Intel Core i7-1365U', 10, 1.8, 120]], inch: 15.6, res: FHD, ratio: '16:9', nits: 250, wh: 54, kg: 1.6, mem: 'DDR4', eur: 890, conditions: CURRENT },
  { code: 'EB840G9', brand: 'HP', model: 'EliteBook 840 G9', cpus: [['Intel Core i5-1245U', 10, 1.6, 0], ['Intel Core i7-1265U', 10, 1.8, 110]], inch: 14, res: WUXGA, ratio: '16:10', nits: 400, wh: 51, kg: 1.36, mem: 'DDR5', eur: 849, conditions: CURRENT },
  { code: 'T14SG3', brand: 'Lenovo', model: 'ThinkPad T14s Gen 3', cpus: [['AMD Ryzen 5 PRO 6650U', 6, 2.9, 0], ['AMD Ryzen 7 PRO 6850U', 8, 2.7, 110]], inch: 14, res: WUXGA, ratio: '16:10', nits: 400, wh: 57, kg: 1.21, mem: 'LPDDR5', eur: 990, conditions: CURRENT },
  { code: 'LAT7490', brand: 'Dell', model: 'Latitude 7490', cpus: [I5_8350U, ['Intel Core i7-8650U', 4, 1.9, 40]], inch: 14, res: FHD, ratio: '16:9', nits: 300, wh: 60, kg: 1.4, mem: 'DDR4', eur: 299, conditions: OLD },
  { code: 'EB840G5', brand: 'HP', model: 'EliteBook 840 G5', cpus: [I5_8350U], inch: 14, res: FHD, ratio: '16:9', nits: 220, wh: 50, kg: 1.48, mem: 'DDR4', eur: 259, conditions: OLD },
  { code: 'T480', brand: 'Lenovo', model: 'ThinkPad T480', cpus: [I5_8350U], inch: 14, res: FHD, ratio: '16:9', nits: 250, wh: 48, kg: 1.58, mem: 'DDR4', eur: 269, conditions: OLD },
  { code: 'LAT7400', brand: 'Dell', model: 'Latitude 7400', cpus: [I5_8365U, I7_8665U], inch: 14, res: FHD, ratio: '16:9', nits: 300, wh: 60, kg: 1.36, mem: 'DDR4', eur: 349, conditions: OLD },
  { code: 'EB830G7', brand: 'HP', model: 'EliteBook 830 G7', cpus: [['Intel Core i5-10310U', 4, 1.7, 0]], inch: 13.3, res: FHD, ratio: '16:9', nits: 250, wh: 53, kg: 1.28, mem: 'DDR4', eur: 389, conditions: OLD },
  { code: 'X1C7', brand: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 7', cpus: [I7_8665U], inch: 14, res: FHD, ratio: '16:9', nits: 400, wh: 51, kg: 1.09, mem: 'LPDDR4X', eur: 449, conditions: OLD },
  { code: 'LAT5420', brand: 'Dell', model: 'Latitude 5420', cpus: [I5_1145G7], inch: 14, res: FHD, ratio: '16:9', nits: 250, wh: 63, kg: 1.5, mem: 'DDR4', eur: 429, conditions: OLD },
  { code: 'EB850G8', brand: 'HP', model: 'EliteBook 850 G8', cpus: [I7_1165G7], inch: 15.6, res: FHD, ratio: '16:9', nits: 250, wh: 56, kg: 1.74, mem: 'DDR4', eur: 529, conditions: OLD },
  { code: 'X1C9', brand: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 9', cpus: [I5_1135G7, I7_1165G7], inch: 14, res: WUXGA, ratio: '16:10', nits: 400, wh: 57, kg: 1.13, mem: 'LPDDR4X', eur: 749, conditions: OLD },
  { code: 'X390', brand: 'Lenovo', model: 'ThinkPad X390', cpus: [I5_8365U], inch: 13.3, res: FHD, ratio: '16:9', nits: 300, wh: 48, kg: 1.22, mem: 'DDR4', eur: 319, conditions: OLD },
];

const MEM = [16, 8, 32];
const SSD = [256, 512, 1000];

function laptopVariant(m: LaptopModel, k: number): Variant {
  const [ci, mi, si] = axes(k, [m.cpus.length, MEM.length, SSD.length]);
  const [cpuName, cores, ghz, cpuEur] = m.cpus[ci];
  const memGb = MEM[mi];
  const ssd = SSD[si];
  const ssdText = ssd >= 1000 ? '1 TB' : `${ssd} GB`;
  const full = `${m.brand} ${m.model}`;
  const short = cpuName.replace(/^(Intel|AMD) /, '');
  const inch = `${m.inch}"`;
  const price = (m.eur + cpuEur + (memGb - 8) * 3 + (ssd - 256) * 0.08) * 100;
  return {
    slug: slugify(`${full} ${short} ${memGb}gb ${ssdText.replace(' ', '')}`),
    nameNl: `${full} ${inchNl(inch)}-laptop – ${short}, ${memGb} GB geheugen, ${ssdText} SSD`,
    nameEn: `${full} ${inch} laptop – ${short}, ${memGb} GB RAM, ${ssdText} SSD`,
    descNl: `De ${full} is een zakelijke laptop met een ${inchNl(inch)}-scherm (${m.res}), een ${cpuName}-processor met ${cores} kernen, ${memGb} GB werkgeheugen en een ${ssdText} NVMe-SSD. Met een accu van ${m.wh} Wh en een gewicht van ${nl(m.kg)} kg is hij gemaakt voor dagelijks mobiel werk. Geleverd met Windows 11 Pro en een QWERTY-toetsenbord (US International).`,
    descEn: `The ${full} is a business laptop with a ${inch} display (${m.res}), an ${cpuName} processor with ${cores} cores, ${memGb} GB of memory and a ${ssdText} NVMe SSD. A ${m.wh} Wh battery and a weight of ${m.kg} kg make it built for everyday mobile work. Supplied with Windows 11 Pro and a US International QWERTY keyboard.`,
    price,
    specs: [
      { key: 'screen_size', value: inch, num: m.inch, unit: 'inch', facet: true },
      { key: 'cpu', value: cpuName, facet: true },
      { key: 'memory_size', value: `${memGb} GB`, num: memGb * GIB, unit: 'B', facet: true },
      { key: 'memory_type', value: m.mem },
      { key: 'capacity', value: `${ssdText} SSD`, num: ssd * 1e9, unit: 'B' },
      { key: 'clock', value: `${ghz.toFixed(2)} GHz`, num: ghz * 1e9, unit: 'Hz' },
      { key: 'resolution', value: m.res },
      { key: 'aspect_ratio', value: m.ratio, unit: 'ratio' },
      { key: 'brightness', value: `${m.nits} cd/m²`, num: m.nits, unit: 'cd/m2' },
      { key: 'battery', value: `${m.wh} Wh`, num: m.wh, unit: 'Wh' },
      { key: 'weight', value: `${m.kg} kg`, num: m.kg * 1000 },
    ],
    art: { kind: 'laptop', brand: m.brand, model: m.model, detail: `${short} · ${memGb} GB · ${ssdText}` },
    weight: Math.round(m.kg * 1000 + 600),
  };
}

export const LAPTOP_LINES: readonly ProductLine[] = MODELS.map((m) => ({
  code: `NB-${m.brand.toUpperCase()}-${m.code}`,
  categoryId: 267,
  brand: m.brand,
  conditions: m.conditions,
  weight: Math.round(m.kg * 1000 + 600),
  warrantyNew: 24,
  size: product([m.cpus.length, MEM.length, SSD.length]),
  variant: (k) => laptopVariant(m, k),
}));
