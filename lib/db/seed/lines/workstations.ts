/** Dell Precision and HP Z workstations. */
import { GIB, nl, slugify } from '../format';
import { axes, product, type ProductLine, type Variant } from '../types';

type Cpu = [name: string, cores: number, ghz: number, eur: number];
interface WsModel {
  code: string;
  brand: 'Dell' | 'HP';
  model: string;
  cpus: Cpu[];
  memType: 'DDR4' | 'DDR5';
  eur: number;
  kg: number;
  psu: number;
  conditions: readonly [number, number, number];
  cto?: boolean;
}

const GPUS: [name: string, gb: number, eur: number][] = [
  ['NVIDIA Quadro P2000', 5, 120],
  ['NVIDIA RTX A2000', 12, 450],
  ['NVIDIA Quadro P4000', 8, 230],
  ['NVIDIA RTX A4000', 16, 720],
];
const MEM = [32, 64, 16, 128];
const OLD = [0, 8, 2] as const;
const RECENT = [1, 7, 2] as const;
const CURRENT = [5, 4, 1] as const;

// prettier-ignore
const MODELS: WsModel[] = [
  { code: 'P5820', brand: 'Dell', model: 'Precision 5820 Tower', cpus: [['Intel Xeon W-2123', 4, 3.6, 60], ['Intel Xeon W-2145', 8, 3.7, 160], ['Intel Xeon W-2235', 6, 3.8, 140]], memType: 'DDR4', eur: 490, kg: 13.8, psu: 950, conditions: RECENT, cto: true },
  { code: 'Z4G4', brand: 'HP', model: 'Z4 G4', cpus: [['Intel Xeon W-2125', 4, 4.0, 70], ['Intel Xeon W-2145', 8, 3.7, 160]], memType: 'DDR4', eur: 450, kg: 12.5, psu: 750, conditions: RECENT, cto: true },
  { code: 'P7820', brand: 'Dell', model: 'Precision 7820 Tower', cpus: [['2x Intel Xeon Silver 4114', 20, 2.2, 78], ['2x Intel Xeon Gold 6130', 32, 2.1, 178]], memType: 'DDR4', eur: 790, kg: 19.0, psu: 950, conditions: RECENT, cto: true },
  { code: 'Z6G4', brand: 'HP', model: 'Z6 G4', cpus: [['Intel Xeon Silver 4114', 10, 2.2, 39], ['Intel Xeon Gold 6136', 12, 3.0, 149]], memType: 'DDR4', eur: 690, kg: 17.0, psu: 1000, conditions: RECENT, cto: true },
  { code: 'P7920', brand: 'Dell', model: 'Precision 7920 Tower', cpus: [['2x Intel Xeon Gold 6148', 40, 2.4, 298], ['2x Intel Xeon Gold 6248', 40, 2.5, 658]], memType: 'DDR4', eur: 990, kg: 25.0, psu: 1400, conditions: RECENT, cto: true },
  { code: 'Z8G4', brand: 'HP', model: 'Z8 G4', cpus: [['2x Intel Xeon Gold 6130', 32, 2.1, 178], ['2x Intel Xeon Gold 6248', 40, 2.5, 658]], memType: 'DDR4', eur: 1090, kg: 23.0, psu: 1125, conditions: RECENT, cto: true },
  { code: 'P3660', brand: 'Dell', model: 'Precision 3660 Tower', cpus: [['Intel Core i7-12700', 12, 2.1, 0], ['Intel Core i9-12900', 16, 2.4, 180]], memType: 'DDR5', eur: 990, kg: 9.5, psu: 500, conditions: CURRENT, cto: true },
  { code: 'Z2G5', brand: 'HP', model: 'Z2 G5 Tower', cpus: [['Intel Core i7-10700', 8, 2.9, 0], ['Intel Xeon W-1250', 6, 3.3, 20]], memType: 'DDR4', eur: 490, kg: 8.9, psu: 500, conditions: RECENT, cto: true },
  { code: 'T5810', brand: 'Dell', model: 'Precision T5810', cpus: [['Intel Xeon E5-1650 v3', 6, 3.5, 25], ['Intel Xeon E5-2680 v4', 14, 2.4, 45]], memType: 'DDR4', eur: 220, kg: 15.0, psu: 685, conditions: OLD },
  { code: 'Z440', brand: 'HP', model: 'Z440', cpus: [['Intel Xeon E5-1620 v3', 4, 3.5, 15], ['Intel Xeon E5-1650 v4', 6, 3.6, 45]], memType: 'DDR4', eur: 190, kg: 14.0, psu: 700, conditions: OLD },
  { code: 'T7810', brand: 'Dell', model: 'Precision T7810', cpus: [['2x Intel Xeon E5-2630 v3', 16, 2.4, 32], ['2x Intel Xeon E5-2680 v4', 28, 2.4, 90]], memType: 'DDR4', eur: 320, kg: 20.0, psu: 825, conditions: OLD },
  { code: 'Z640', brand: 'HP', model: 'Z640', cpus: [['2x Intel Xeon E5-2630 v3', 16, 2.4, 32], ['2x Intel Xeon E5-2660 v4', 28, 2.0, 78]], memType: 'DDR4', eur: 290, kg: 17.0, psu: 925, conditions: OLD },
  { code: 'T7910', brand: 'Dell', model: 'Precision T7910', cpus: [['2x Intel Xeon E5-2690 v4', 28, 2.6, 138], ['2x Intel Xeon E5-2697 v4', 36, 2.3, 238]], memType: 'DDR4', eur: 420, kg: 24.0, psu: 1300, conditions: OLD },
  { code: 'Z840', brand: 'HP', model: 'Z840', cpus: [['2x Intel Xeon E5-2680 v4', 28, 2.4, 90], ['2x Intel Xeon E5-2697 v4', 36, 2.3, 238]], memType: 'DDR4', eur: 450, kg: 21.0, psu: 1125, conditions: OLD },
];

function wsVariant(m: WsModel, k: number): Variant {
  const [ci, gi, mi] = axes(k, [m.cpus.length, GPUS.length, MEM.length]);
  const [cpuName, cores, ghz, cpuEur] = m.cpus[ci];
  const [gpuName, gpuGb, gpuEur] = GPUS[gi];
  const memGb = m.memType === 'DDR5' ? Math.max(32, MEM[mi]) : MEM[mi];
  const full = `${m.brand} ${m.model}`;
  const cto = m.cto === true && k % 3 === 0;
  const short = cpuName.replace('Intel ', '');
  const price = (m.eur + cpuEur + memGb * (m.memType === 'DDR5' ? 4 : 1.8) + (cto ? 0 : gpuEur)) * 100;
  const specs = [
    { key: 'form', value: 'Tower', facet: true },
    { key: 'cpu', value: cpuName, facet: true },
    { key: 'cores', value: String(cores), num: cores },
    { key: 'clock', value: `${ghz.toFixed(2)} GHz`, num: ghz * 1e9, unit: 'Hz' as const },
    { key: 'memory_size', value: `${memGb} GB`, num: memGb * GIB, unit: 'B' as const, facet: true },
    { key: 'memory_type', value: m.memType },
    ...(cto ? [] : [{ key: 'gpu', value: `${gpuName} ${gpuGb} GB` }]),
    { key: 'storage', value: '512 GB NVMe SSD' },
    { key: 'psu', value: `${m.psu} W`, num: m.psu, unit: 'W' as const },
    { key: 'weight', value: `${m.kg} kg`, num: m.kg * 1000 },
  ];
  const art = { kind: 'tower' as const, brand: m.brand, model: m.model, detail: `${short} · ${memGb} GB` };
  if (cto) {
    return {
      slug: slugify(`${full} cto ${short}`),
      nameNl: `${full} – zelf samenstellen (${short})`,
      nameEn: `${full} – build your own (${short})`,
      descNl: `Stel de ${full} zelf samen: kies in de configurator processors, geheugen, videokaart en opslag. De basis bevat een ${cpuName} met ${cores} kernen, ${memGb} GB ${m.memType}-geheugen, een 512 GB NVMe-SSD en een voeding van ${m.psu} W.`,
      descEn: `Build your own ${full}: choose processors, memory, graphics card and storage in the configurator. The base includes an ${cpuName} with ${cores} cores, ${memGb} GB of ${m.memType} memory, a 512 GB NVMe SSD and a ${m.psu} W power supply.`,
      price,
      specs,
      art,
      weight: m.kg * 1000,
      configurable: true,
    };
  }
  return {
    slug: slugify(`${full} ${short} ${memGb}gb ${gpuName.replace('NVIDIA ', '')}`),
    nameNl: `${full} workstation – ${short}, ${memGb} GB geheugen, ${gpuName.replace('NVIDIA ', '')}`,
    nameEn: `${full} workstation – ${short}, ${memGb} GB RAM, ${gpuName.replace('NVIDIA ', '')}`,
    descNl: `De ${full} is een workstation met ${cpuName} (${cores} kernen, ${nl(ghz.toFixed(2))} GHz), ${memGb} GB ${m.memType}-geheugen, een ${gpuName} met ${gpuGb} GB videogeheugen en een 512 GB NVMe-SSD. Ideaal voor CAD, 3D-rendering en videobewerking; geleverd met Windows 11 Pro.`,
    descEn: `The ${full} is a workstation with ${cpuName} (${cores} cores, ${ghz.toFixed(2)} GHz), ${memGb} GB of ${m.memType} memory, an ${gpuName} with ${gpuGb} GB of video memory and a 512 GB NVMe SSD. Ideal for CAD, 3D rendering and video editing; supplied with Windows 11 Pro.`,
    price,
    specs,
    art,
    weight: m.kg * 1000,
  };
}

export const WORKSTATION_LINES: readonly ProductLine[] = MODELS.map((m) => ({
  code: `WS-${m.brand.toUpperCase()}-${m.code}`,
  categoryId: 233,
  brand: m.brand,
  conditions: m.conditions,
  weight: m.kg * 1000,
  warrantyNew: 36,
  size: product([m.cpus.length, GPUS.length, MEM.length]),
  variant: (k) => wsVariant(m, k),
}));
