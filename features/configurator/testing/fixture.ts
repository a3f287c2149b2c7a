/** A hand-built 2-socket server with option data that touches every rule (for unit and property tests). */
import type { ConfiguratorData, OptionGroup, OptionValue, PartFacts } from '../types';

let nextId = 1;
function v(name: string, price: number, facts: PartFacts, extra: Partial<OptionValue> = {}): OptionValue {
  const id = nextId++;
  return {
    value: id,
    productId: extra.isProduct === false ? null : 1000 + id,
    isProduct: true,
    name,
    article: `ART-${id}`,
    sku: `SKU-${id}`,
    path: null,
    state: 'refurbished',
    price,
    priceBase: 0,
    isDefault: false,
    isBase: false,
    installed: false,
    baseQuantity: 0,
    maxQuantity: 0,
    quantity: 50,
    visible: true,
    hardDiskRecalculate: false,
    textPrice: `+ ${price}`,
    facts,
    ...extra,
  };
}

function g(
  partId: string,
  sort: number,
  categoryId: number | null,
  values: OptionValue[],
  extra: Partial<OptionGroup> = {},
): OptionGroup {
  return {
    partId,
    label: partId.toUpperCase(),
    sort,
    disabled: false,
    maxQuantity: 0,
    priceBase: values.reduce((s, x) => s + x.priceBase, 0),
    categoryId,
    hardDiskRecalculate: false,
    quantityMinCategory: null,
    values,
    ...extra,
  };
}

export function fixture(): ConfiguratorData {
  nextId = 1;
  const base = { isDefault: true, isBase: true, installed: true };
  const cpu = (
    name: string,
    price: number,
    socket = 'LGA3647',
    tdp = 125,
    extra: Partial<OptionValue> = {},
  ) => v(name, price, { kind: 'cpu', socket, tdp }, { maxQuantity: 1, ...extra });
  const gold = cpu('Xeon Gold 6130', 30000, 'LGA3647', 125, { ...base, baseQuantity: 1, priceBase: 30000 });
  const plat = cpu('Xeon Platinum 8280', 90000, 'LGA3647', 205);
  const silver = cpu('Xeon Silver 4114', 4000, 'LGA3647', 85);
  const wrongSocket = cpu('Xeon Gold 6330', 80000, 'LGA4189', 205);
  const mem = (
    name: string,
    price: number,
    type: string,
    module: string,
    speed: number,
    extra: Partial<OptionValue> = {},
  ) => v(name, price, { kind: 'memory', type, module, speed, sizeGb: 32 }, { maxQuantity: 24, ...extra });
  const drive = (
    name: string,
    price: number,
    iface: 'SATA' | 'SAS' | 'NVMe',
    form: '2.5"' | '3.5"' | 'M.2' | 'U.2' | 'PCIe',
    watts = 8,
  ) => v(name, price, { kind: 'drive', iface, form, watts }, { maxQuantity: 24, hardDiskRecalculate: true });
  const disk = (partId: string, sort: number, cat: number, values: OptionValue[]) =>
    g(partId, sort, cat, values, { hardDiskRecalculate: true });
  return {
    data: {
      id: 1,
      name: 'Test R740 CTO',
      path: '/test-r740',
      article: 'T-1',
      sku: 'T-1',
      image: null,
      price: 150000,
      quantity: 5,
      family: 'dell',
      generation: 'G14',
      options: [
        g('cpu', 10, 280, [gold, plat, silver, wrongSocket]),
        g(
          'cpu2',
          11,
          280,
          [gold, plat, silver].map((c) =>
            cpu(c.name, c.price, 'LGA3647', c.facts.kind === 'cpu' ? c.facts.tdp : 0, {
              productId: c.productId,
            }),
          ),
        ),
        g('memory', 20, 282, [
          mem('16 GB DDR4-2933 RDIMM', 3000, 'DDR4', 'RDIMM', 2933, {
            ...base,
            baseQuantity: 4,
            priceBase: 12000,
          }),
          mem('32 GB DDR4-2933 RDIMM', 6000, 'DDR4', 'RDIMM', 2933),
          mem('64 GB DDR4-2666 LRDIMM', 10000, 'DDR4', 'LRDIMM', 2666),
          mem('32 GB DDR3-1600 RDIMM', 2000, 'DDR3', 'RDIMM', 1600),
          mem('32 GB DDR4-2133 RDIMM', 2500, 'DDR4', 'RDIMM', 2133),
          mem('16 GB DDR4 UDIMM', 2500, 'DDR4', 'UDIMM', 2666),
        ]),
        g('memory_extra', 21, 282, [
          mem('16 GB DDR4-2933 RDIMM', 3000, 'DDR4', 'RDIMM', 2933),
          mem('64 GB DDR4-2666 LRDIMM', 10000, 'DDR4', 'LRDIMM', 2666),
        ]),
        g('raid', 30, 284, [
          v(
            'PERC H730P Mini',
            7000,
            { kind: 'controller', protocols: ['SAS', 'SATA'], raid: true },
            { ...base, baseQuantity: 1, maxQuantity: 1, priceBase: 7000 },
          ),
          v(
            'HBA330 Mini',
            4000,
            { kind: 'controller', protocols: ['SAS', 'SATA'], raid: false },
            { maxQuantity: 1 },
          ),
          v(
            'Onboard SATA',
            0,
            { kind: 'controller', protocols: ['SATA'], raid: false },
            { maxQuantity: 1, isProduct: false },
          ),
        ]),
        g('backplane', 31, 291, [
          v(
            '8x 2.5" SAS/SATA',
            0,
            { kind: 'backplane', form: '2.5"', bays: 8, nvme: false },
            { ...base, baseQuantity: 1, maxQuantity: 1, isProduct: false },
          ),
          v(
            '8x 2.5" NVMe',
            20000,
            { kind: 'backplane', form: '2.5"', bays: 8, nvme: true },
            { maxQuantity: 1 },
          ),
          v(
            '8x 3.5" SAS/SATA',
            5000,
            { kind: 'backplane', form: '3.5"', bays: 8, nvme: false },
            { maxQuantity: 1 },
          ),
        ]),
        disk('sata_ssd', 40, 409, [drive('960 GB SATA SSD', 12000, 'SATA', '2.5"', 4)]),
        disk('sas_hdd', 41, 532, [
          drive('1.2 TB SAS 10K', 7000, 'SAS', '2.5"', 7),
          drive('8 TB SAS 3.5"', 14000, 'SAS', '3.5"', 9),
        ]),
        disk('nvme_u2_ssd', 42, 414, [drive('1.92 TB U.2', 26000, 'NVMe', 'U.2', 14)]),
        disk('sata_m2_ssd', 43, 410, [drive('240 GB M.2 BOSS', 5000, 'SATA', 'M.2', 3)]),
        disk('nvme_pci_ssd', 44, 415, [drive('1.6 TB HHHL', 25000, 'NVMe', 'PCIe', 25)]),
        g('gpu', 50, 294, [
          v('NVIDIA T4', 65000, { kind: 'gpu', watts: 70, slots: 1 }, { maxQuantity: 6 }),
          v('NVIDIA A40', 400000, { kind: 'gpu', watts: 300, slots: 2 }, { maxQuantity: 3 }),
        ]),
        g('gpu_kit', 51, 370, [v('GPU kit R740', 8000, { kind: 'other' }, { maxQuantity: 1 })]),
        g('psu', 60, null, [
          v(
            '2x 750 W',
            0,
            { kind: 'psu', watts: 750 },
            { ...base, baseQuantity: 1, maxQuantity: 1, isProduct: false },
          ),
          v('2x 1100 W', 9000, { kind: 'psu', watts: 1100 }, { maxQuantity: 1, isProduct: false }),
          v('2x 1600 W', 19000, { kind: 'psu', watts: 1600 }, { maxQuantity: 1, isProduct: false }),
        ]),
        g('rails', 70, null, [
          v('ReadyRails', 4000, { kind: 'other' }, { maxQuantity: 1, isProduct: false }),
        ]),
      ],
    },
    trays: [
      { form: '2.5"', included: 2, productId: 900, name: '2.5" tray', price: 900 },
      { form: '3.5"', included: 0, productId: 901, name: '3.5" tray', price: 1000 },
    ],
    service: [],
    warranty_options: {
      label: 'Garantie',
      values: [
        { id: 501, article: 'W-1', name: '1 jaar NBD', priceOption: 9900, sort: 1 },
        { id: 502, article: 'W-3', name: '3 jaar 4 uur', priceOption: 55000, sort: 2 },
      ],
    },
    configurator: {
      vatRate: 21,
      platform: {
        cpuSocket: 'LGA3647',
        cpuSockets: 2,
        memoryType: 'DDR4',
        memoryKinds: ['RDIMM', 'LRDIMM'],
        memorySpeedMin: 2400,
        memorySpeedMax: 2933,
        dimmSlots: 24,
        bays: { sff: 8, lff: 0, nvme: 0 },
        m2Slots: 2,
        pcieSlots: 3,
        gpuMax: 3,
        psuWatts: 750,
        baseWatts: 120,
      },
    },
    warranty_delivery: [
      { id: 'bring_in', label: 'Bring-in', price: 0 },
      { id: 'onsite', label: 'On-site', price: 15000 },
    ],
  };
}

/** The value id of a named value in a group. */
export function vid(data: ConfiguratorData, partId: string, name: string): number {
  const group = data.data.options.find((x) => x.partId === partId)!;
  return group.values.find((x) => x.name === name)!.value;
}
