/** Server product lines: ready-to-go configurations and build-your-own (CTO) bases. */
import { GIB, ghz, inchNl, slugify } from '../format';
import { axes, product, type ProductLine, type SpecInput, type Variant } from '../types';
import { cpu } from './cpu-data';
import { SERVER_MODELS, type MemType, type ServerModel } from './server-models';

const MEM_EUR_PER_GB: Record<MemType, number> = { DDR2: 0.6, DDR3: 0.9, DDR4: 1.6, DDR5: 4 };

interface StorageOption {
  nl: string;
  en: string;
  eur: number;
  /** Fits chassis with 3.5" bays (lff) or 2.5" bays (sff). */
  bays: 'sff' | 'lff' | 'any';
}

// prettier-ignore
const STORAGE: readonly StorageOption[] = [
  { nl: 'zonder schijven', en: 'no drives', eur: 0, bays: 'any' },
  { nl: '2x 480 GB SSD', en: '2x 480 GB SSD', eur: 90, bays: 'any' },
  { nl: '4x 1,2 TB SAS 10K', en: '4x 1.2 TB SAS 10K', eur: 220, bays: 'sff' },
  { nl: '2x 960 GB SSD', en: '2x 960 GB SSD', eur: 160, bays: 'any' },
  { nl: '4x 4 TB SAS 7,2K', en: '4x 4 TB SAS 7.2K', eur: 280, bays: 'lff' },
  { nl: '4x 1,92 TB SAS SSD', en: '4x 1.92 TB SAS SSD', eur: 640, bays: 'sff' },
];

const FORM_NL = { '1U': '1U-rackserver', '2U': '2U-rackserver', Tower: 'towerserver' } as const;
const FORM_EN = { '1U': '1U rack server', '2U': '2U rack server', Tower: 'tower server' } as const;

function serverSpecs(
  m: ServerModel,
  chassis: string,
  cpuText: string,
  memGb: number,
  storage?: StorageOption,
): SpecInput[] {
  const specs: SpecInput[] = [
    { key: 'generation', value: m.generation, facet: true },
    { key: 'form', value: m.form, facet: true },
    { key: 'cpu_sockets', value: String(m.sockets), num: m.sockets, facet: true },
    { key: 'cpu', value: cpuText },
    { key: 'memory_size', value: `${memGb} GB ${m.mem}`, num: memGb * GIB, unit: 'B' },
    { key: 'drive_bays', value: chassis },
  ];
  if (storage && storage.eur > 0) specs.push({ key: 'storage', value: storage.en });
  specs.push(
    { key: 'raid_controller', value: m.raid },
    { key: 'network', value: m.network },
    { key: 'psu', value: `${m.psu[0]}x ${m.psu[1]} W`, num: m.psu[1], unit: 'W' },
    { key: 'weight', value: `${m.kg} kg`, num: m.kg * 1000 },
  );
  return specs;
}

function serverVariant(m: ServerModel, k: number): Variant {
  const isLff = (c: string) => c.includes('3.5"');
  const [ci, pi, mi, si] = axes(k, [m.chassis.length, m.cpus.length, m.memOptions.length, STORAGE.length]);
  const chassis = m.chassis[ci];
  const proc = cpu(m.cpus[pi]);
  const full = `${m.label} ${m.model}`;
  const chassisNl = inchNl(chassis);
  const cto = m.cto === true && k % 3 === 1;
  const slugBase = slugify(`${full} ${chassis.replace('x ', 'x')}`);
  const art = {
    kind: m.form === 'Tower' ? 'tower' : 'rack',
    brand: m.label,
    model: m.model,
    detail: chassis,
    units: m.form === '2U' ? 2 : 1,
  } as const;
  if (cto) {
    const memGb = m.memOptions[0] / 2;
    const price = (m.eur + proc.eur + memGb * MEM_EUR_PER_GB[m.mem]) * 100;
    return {
      slug: `${slugBase}-cto-${slugify(proc.model.replace('Xeon ', ''))}`,
      nameNl: `${full} ${chassisNl} – zelf samenstellen (${proc.model})`,
      nameEn: `${full} ${chassis} – build your own (${proc.model})`,
      descNl: `Stel de ${full} zelf samen: kies processors, geheugen, schijven, RAID-controller en voedingen in de configurator. De basisconfiguratie is een ${FORM_NL[m.form]} met ${chassisNl} schijfsleuven, 1x ${proc.vendor} ${proc.model} (${proc.cores} kernen), ${memGb} GB ${m.mem}-geheugen en een ${m.raid}.`,
      descEn: `Build your own ${full}: choose processors, memory, drives, RAID controller and power supplies in the configurator. The base configuration is a ${FORM_EN[m.form]} with ${chassis} drive bays, 1x ${proc.vendor} ${proc.model} (${proc.cores} cores), ${memGb} GB of ${m.mem} memory and a ${m.raid}.`,
      price,
      specs: serverSpecs(m, chassis, `1x ${proc.vendor} ${proc.model}`, memGb),
      art,
      weight: m.kg * 1000,
      configurable: true,
    };
  }
  const memGb = m.memOptions[mi];
  let storage = STORAGE[si];
  if ((storage.bays === 'lff' && !isLff(chassis)) || (storage.bays === 'sff' && isLff(chassis)))
    storage = STORAGE[1];
  const cpuText = `${m.sockets}x ${proc.vendor} ${proc.model}`;
  const price = (m.eur + m.sockets * proc.eur + memGb * MEM_EUR_PER_GB[m.mem] + storage.eur) * 100;
  const storageSlug = storage.eur > 0 ? `-${slugify(storage.en)}` : '';
  return {
    slug: `${slugBase}-${m.sockets}x-${slugify(proc.model.replace('Xeon ', ''))}-${memGb}gb${storageSlug}`,
    nameNl: `${full} ${chassisNl} – ${m.sockets}x ${proc.model}, ${memGb} GB geheugen, ${storage.nl}`,
    nameEn: `${full} ${chassis} – ${m.sockets}x ${proc.model}, ${memGb} GB RAM, ${storage.en}`,
    descNl: `De ${full} is een ${FORM_NL[m.form]} met ${chassisNl} schijfsleuven, uitgerust met ${m.sockets}x ${proc.vendor} ${proc.model} (${proc.cores} kernen, ${ghz(proc.base * 1e9).replace('.', ',')}) en ${memGb} GB ${m.mem}-geheugen. Een ${m.raid}, ${m.remote} voor beheer op afstand, ${m.network} en ${m.psu[0]} redundante voedingen van ${m.psu[1]} W zijn aanwezig${storage.eur > 0 ? `; geleverd met ${storage.nl}` : ''}.`,
    descEn: `The ${full} is a ${FORM_EN[m.form]} with ${chassis} drive bays, fitted with ${m.sockets}x ${proc.vendor} ${proc.model} (${proc.cores} cores, ${ghz(proc.base * 1e9)}) and ${memGb} GB of ${m.mem} memory. It includes a ${m.raid}, ${m.remote} for remote management, ${m.network} networking and ${m.psu[0]} redundant ${m.psu[1]} W power supplies${storage.eur > 0 ? `, and ships with ${storage.en}` : ''}.`,
    price,
    specs: serverSpecs(m, chassis, cpuText, memGb, storage),
    art: { ...art, detail: `${m.sockets}x ${proc.model.replace('Xeon ', '')} · ${memGb} GB` },
    weight: m.kg * 1000,
  };
}

export const SERVER_LINES: readonly ProductLine[] = SERVER_MODELS.map((m) => ({
  code: `SRV-${m.brand.toUpperCase()}-${m.code}`,
  categoryId: 116,
  brand: m.brand,
  conditions: m.conditions,
  weight: m.kg * 1000,
  family: m.family,
  generation: m.generation,
  warrantyNew: 36,
  size: product([m.chassis.length, m.cpus.length, m.memOptions.length, STORAGE.length]),
  variant: (k) => serverVariant(m, k),
}));
