/** Graphics cards (NVIDIA, AMD) and GPU enablement kits for servers. */
import { GIB, slugify } from '../format';
import type { ProductLine } from '../types';
import { listLine } from './list-line';

type Gpu = [
  model: string,
  gb: number,
  mem: string,
  busBits: number,
  watt: number,
  bus: string,
  eur: number,
  passive: boolean,
];

// prettier-ignore
const DATACENTER: Gpu[] = [
  ['Tesla T4', 16, 'GDDR6', 256, 70, 'PCIe 3.0 x16', 649, true], ['A2', 16, 'GDDR6', 128, 60, 'PCIe 4.0 x8', 549, true],
  ['A10', 24, 'GDDR6', 384, 150, 'PCIe 4.0 x16', 1890, true], ['Tesla V100', 32, 'HBM2', 4096, 250, 'PCIe 3.0 x16', 1390, true],
  ['A30', 24, 'HBM2', 3072, 165, 'PCIe 4.0 x16', 3490, true], ['L4', 24, 'GDDR6', 192, 72, 'PCIe 4.0 x16', 2190, true],
  ['A40', 48, 'GDDR6', 384, 300, 'PCIe 4.0 x16', 4190, true], ['Tesla P4', 8, 'GDDR5', 256, 75, 'PCIe 3.0 x16', 169, true],
];
// prettier-ignore
const PRO: Gpu[] = [
  ['RTX A4000', 16, 'GDDR6', 256, 140, 'PCIe 4.0 x16', 729, false], ['Quadro P2000', 5, 'GDDR5', 160, 75, 'PCIe 3.0 x16', 119, false],
  ['RTX A2000', 12, 'GDDR6', 192, 70, 'PCIe 4.0 x16', 449, false], ['Quadro RTX 4000', 8, 'GDDR6', 256, 160, 'PCIe 3.0 x16', 399, false],
  ['RTX A5000', 24, 'GDDR6', 384, 230, 'PCIe 4.0 x16', 1450, false], ['Quadro P4000', 8, 'GDDR5', 256, 105, 'PCIe 3.0 x16', 229, false],
];
// prettier-ignore
const AMD: Gpu[] = [
  ['Radeon Pro W6600', 8, 'GDDR6', 128, 100, 'PCIe 4.0 x8', 379, false], ['Instinct MI50', 32, 'HBM2', 4096, 300, 'PCIe 4.0 x16', 849, true],
  ['Radeon Pro WX 3200', 4, 'GDDR5', 128, 50, 'PCIe 3.0 x16', 119, false],
];

function gpuLine(
  code: string,
  brand: string,
  items: Gpu[],
  conditions: readonly [number, number, number],
): ProductLine {
  return listLine(
    { code, categoryId: 294, brand, conditions, weight: 1200, warrantyNew: 36 },
    items,
    ([model, gb, mem, bits, watt, bus, eur, passive]) => {
      const full = `${brand} ${model}`;
      const useNl = passive
        ? 'AI-inferentie, VDI en rekenwerk in servers'
        : 'CAD, 3D-visualisatie en videobewerking in workstations';
      const useEn = passive
        ? 'AI inference, VDI and compute in servers'
        : 'CAD, 3D visualisation and video editing in workstations';
      return {
        slug: slugify(`${full} ${gb}gb ${mem}`),
        nameNl: `${full} ${gb} GB ${mem} videokaart (${passive ? 'passief gekoeld' : 'actief gekoeld'})`,
        nameEn: `${full} ${gb} GB ${mem} graphics card (${passive ? 'passively cooled' : 'actively cooled'})`,
        descNl: `De ${full} heeft ${gb} GB ${mem}-geheugen op een ${bits}-bit geheugenbus en een ${bus}-aansluiting, bij een maximaal verbruik van ${watt} W. ${passive ? 'De passieve koeling vraagt om de luchtstroom van een server; ' : 'Met eigen ventilator en beeldschermuitgangen; '}geschikt voor ${useNl}.`,
        descEn: `The ${full} has ${gb} GB of ${mem} memory on a ${bits}-bit memory bus and a ${bus} interface, drawing at most ${watt} W. ${passive ? 'Its passive cooler relies on server airflow; ' : 'With its own fan and display outputs; '}suited to ${useEn}.`,
        price: eur * 100,
        specs: [
          { key: 'memory_size', value: `${gb} GB`, num: gb * GIB, unit: 'B', facet: true },
          { key: 'memory_type', value: mem, facet: true },
          { key: 'memory_bus', value: `${bits} bit`, num: bits, unit: 'bit' },
          { key: 'bus', value: bus },
          { key: 'power', value: `${watt} W`, num: watt, unit: 'W' },
        ],
        art: { kind: 'gpu', brand, model, detail: `${gb} GB ${mem}`, units: passive ? 2 : 1 },
        weight: watt >= 200 ? 1400 : 700,
      };
    },
  );
}

type Kit = [brand: string, fits: string, contents: string, watt: number, eur: number];
// prettier-ignore
const KITS: Kit[] = [
  ['Dell', 'PowerEdge R740/R740xd', 'Riser 2 + 8-pin GPU power cable', 300, 79],
  ['HPE', 'ProLiant DL380 Gen10', 'Secondary riser + GPU power cable', 300, 99],
  ['Dell', 'PowerEdge R730/R730xd', 'Riser 3 + 8-pin GPU power cable', 300, 59],
  ['HPE', 'ProLiant DL380 Gen9', 'Secondary riser + GPU power cable', 300, 69],
  ['Dell', 'PowerEdge R750', 'Riser 2 + GPU power cable', 300, 119],
  ['Dell', 'PowerEdge T640', '2x GPU power cable + air shroud', 300, 89],
  ['HPE', 'ProLiant ML350 Gen10', 'GPU power cable + air baffle', 300, 89],
  ['Dell', 'PowerEdge R7425', 'Riser 1 + 8-pin GPU power cable', 300, 89],
];

const kitLine = listLine(
  { code: 'GPUKIT', categoryId: 370, brand: 'Dell', conditions: [3, 7, 0], weight: 450 },
  KITS,
  ([b, fits, contents, watt, eur]) => {
    const riser = contents.startsWith('Riser') || contents.startsWith('Secondary');
    return {
      brand: b,
      slug: slugify(`${b} ${fits} gpu kit`),
      nameNl: `GPU-kit voor ${b} ${fits} (${riser ? 'riser + voedingskabel' : 'voedingskabels + luchtgeleider'})`,
      nameEn: `GPU kit for ${b} ${fits} (${riser ? 'riser + power cable' : 'power cables + air shroud'})`,
      descNl: `Met deze kit plaatst u een dubbelbrede GPU tot ${watt} W in de ${b} ${fits}. De set bevat ${riser ? 'de juiste riser en de GPU-voedingskabel' : 'de GPU-voedingskabels en de luchtgeleider'}; controleer of uw server voedingen van minimaal 1100 W heeft.`,
      descEn: `This kit lets you fit a double-width GPU of up to ${watt} W in the ${b} ${fits}. It contains ${riser ? 'the correct riser and the GPU power cable' : 'the GPU power cables and the air shroud'}; make sure your server has power supplies of at least 1100 W.`,
      price: eur * 100,
      specs: [
        { key: 'compatible', value: `${b} ${fits}`, facet: true },
        { key: 'contents', value: contents },
        { key: 'power', value: `${watt} W`, num: watt, unit: 'W' },
      ],
      art: { kind: 'riser', brand: b, model: fits, detail: 'GPU kit' },
    };
  },
);

export const GPU_LINES: readonly ProductLine[] = [
  gpuLine('GPU-NV-DC', 'NVIDIA', DATACENTER, [3, 6, 1]),
  gpuLine('GPU-NV-PRO', 'NVIDIA', PRO, [4, 6, 0]),
  gpuLine('GPU-AMD', 'AMD', AMD, [4, 6, 0]),
];
export const GPU_KIT_LINES: readonly ProductLine[] = [kitLine];
