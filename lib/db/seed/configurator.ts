/**
 * Configurator seed: option groups, values, platform facts, trays and warranties for every
 * build-your-own product, built from the part products already in the catalogue (chosen by their
 * specs). The defaults are the base the product's own description and specs promise; the options are
 * parts a buyer could really fit: of the server's own brand or brand-neutral, of the platform's memory
 * generation. Rules still refuse combinations (drives without bays or controller, mixed module kinds,
 * too many DIMMs, power) and processors of the next socket generation show why they do not fit.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  configuratorGroups,
  configuratorPlatforms,
  configuratorTrays,
  configuratorValues,
  configuratorWarranties,
  configuratorWarrantyDelivery,
  products,
  productSpecs,
} from '../schema';
import type { Db } from '../client';
import { PLATFORMS, psuPairEur, type PlatformDef } from './configurator-platforms';

interface Part {
  id: number;
  categoryId: number;
  nameEn: string;
  price: number;
  specs: Record<string, string>;
}

type GroupDef = Omit<typeof configuratorGroups.$inferInsert, 'productId'> & {
  values: Omit<typeof configuratorValues.$inferInsert, 'groupId'>[];
};

const DISK = {
  sata_ssd: 409,
  sata_m2_ssd: 410,
  sas_ssd: 412,
  nvme_m2_ssd: 413,
  nvme_u2_ssd: 414,
  nvme_pci_ssd: 415,
  nvme_u3_ssd: 547,
  sata_hdd: 531,
  sas_hdd: 532,
} as const;
const DISK_LABELS: Record<keyof typeof DISK, [string, string]> = {
  sata_ssd: ['SATA SSD (2,5")', 'SATA SSD (2.5")'],
  sata_m2_ssd: ['M.2 SATA-bootschijf', 'M.2 SATA boot drive'],
  sas_ssd: ['SAS SSD (2,5")', 'SAS SSD (2.5")'],
  nvme_m2_ssd: ['M.2 NVMe SSD', 'M.2 NVMe SSD'],
  nvme_u2_ssd: ['NVMe SSD U.2', 'NVMe SSD U.2'],
  nvme_pci_ssd: ['NVMe PCIe-kaart', 'NVMe PCIe card'],
  nvme_u3_ssd: ['NVMe SSD U.3', 'NVMe SSD U.3'],
  sata_hdd: ['SATA-harde schijf', 'SATA hard drive'],
  sas_hdd: ['SAS-harde schijf', 'SAS hard drive'],
};
const NEXT_SOCKET: Record<string, string> = {
  LGA2011: 'LGA2011-3',
  'LGA2011-3': 'LGA3647',
  LGA3647: 'LGA4189',
  SP3: 'SP5',
};

const num = (s: string | undefined) => Number.parseFloat((s ?? '0').replace(',', '.')) || 0;
const isLot = (p: Part) => 'lot_size' in p.specs;
const brandOf = (p: Part) => p.specs.brand ?? '';
const SERVER_BRANDS: Record<string, PlatformDef['brand']> = { Dell: 'dell', HPE: 'hpe', HP: 'hpe' };
/**
 * A part of a server maker fits that maker's machines only; other brands' parts are neutral. HP's Z
 * workstations are HP Inc.'s: HPE's parts are for ProLiant servers.
 */
function brandFits(p: Part, def: PlatformDef): boolean {
  const maker = SERVER_BRANDS[brandOf(p)];
  if (!maker) return true;
  return maker === def.brand && !(def.brand === 'hpe' && def.kind === 'workstation');
}
/** Own-brand parts first, then the cheapest. */
const ownBrandFirst = (def: PlatformDef) => (a: Part, b: Part) =>
  Number(SERVER_BRANDS[brandOf(b)] === def.brand) - Number(SERVER_BRANDS[brandOf(a)] === def.brand) ||
  byPrice(a, b);
const byPrice = (a: Part, b: Part) => a.price - b.price || a.id - b.id;

async function loadParts(db: Db): Promise<Part[]> {
  const rows = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      nameEn: products.nameEn,
      price: products.price,
    })
    .from(products)
    .where(eq(products.configurable, false));
  // A join rather than `in (ids)`: a 100,000-product benchmark catalogue exceeds PostgreSQL's 65,535
  // bind parameters.
  const specs = await db
    .select({ productId: productSpecs.productId, key: productSpecs.key, value: productSpecs.value })
    .from(productSpecs)
    .innerJoin(products, eq(products.id, productSpecs.productId))
    .where(eq(products.configurable, false));
  const byId = new Map(rows.map((r) => [r.id, { ...r, specs: {} as Record<string, string> }]));
  for (const s of specs) byId.get(s.productId)!.specs[s.key] = s.value;
  return [...byId.values()].filter((p) => !isLot(p));
}

/** Does a part's compatibility text ('Dell PowerEdge R630/R730', 'HPE ProLiant Gen8–Gen10') cover the model? */
function fits(compatible: string | undefined, p: PlatformDef): boolean {
  if (!compatible) return false;
  const brandOk = p.brand === 'dell' ? /^Dell\b/.test(compatible) : /^HPE?\b/.test(compatible);
  if (!brandOk) return false;
  const code = p.model.split(' ')[1];
  const tokens = compatible.split(/[\s/]+/);
  const range = compatible.match(/G(?:en)?(\d+)[–-]G(?:en)?(\d+)/);
  const genNum = Number(p.gen.replace(/\D/g, ''));
  const genOk = range
    ? genNum >= Number(range[1]) && genNum <= Number(range[2])
    : !tokens.some((t) => /^G(en)?\d+$/.test(t)) || tokens.includes(p.gen);
  if (!genOk) return false;
  return range !== null || tokens.includes(p.gen) || tokens.includes(code);
}

function chassisBays(def: PlatformDef, driveBays: string | undefined) {
  if (def.bays) return { sff: def.bays.sff, lff: def.bays.lff, nvme: 0 };
  const m = (driveBays ?? '').match(/(\d+)x ([\d.]+)"( NVMe)?/);
  const n = m ? Number(m[1]) : 8;
  const lff = m?.[2] === '3.5';
  return { sff: lff ? 0 : n, lff: lff ? n : 0, nvme: m?.[3] ? n : 0 };
}

/** Upgrades for workstation sockets the parts catalogue holds no processors for: name, euro, TDP. */
const CPU_UPGRADES: Record<string, [name: string, eur: number, tdp: number][]> = {
  LGA2066: [
    ['Xeon W-2135', 180, 140],
    ['Xeon W-2145', 290, 140],
    ['Xeon W-2155', 420, 140],
  ],
  LGA1700: [
    ['Core i9-12900', 390, 65],
    ['Core i9-12900K', 450, 125],
  ],
  LGA1200: [
    ['Core i9-10900', 290, 65],
    ['Xeon W-1290', 330, 80],
  ],
};

function cpuValues(def: PlatformDef, parts: Part[], baseName: string, baseCount: number) {
  const cpus = parts.filter((p) => p.categoryId === 280);
  const base = cpus.find((c) => c.nameEn.includes(`${baseName} processor`));
  const compatible = cpus
    .filter((c) => c.specs.socket === def.socket && c !== base)
    .sort(byPrice)
    .slice(0, 7);
  const nextGen = cpus
    .filter((c) => c.specs.socket === NEXT_SOCKET[def.socket])
    .sort(byPrice)
    .slice(0, 1);
  const vendor = baseName.startsWith('EPYC') ? 'AMD' : 'Intel';
  const baseValue = base
    ? { productId: base.id }
    : {
        nameNl: `${vendor} ${baseName}`,
        nameEn: `${vendor} ${baseName}`,
        price: 0,
        facts: { kind: 'cpu', socket: def.socket, tdp: 95 },
      };
  type V = Omit<typeof configuratorValues.$inferInsert, 'groupId'>;
  const upgrades: V[] = compatible.length
    ? compatible.map((c) => ({ productId: c.id }))
    : (CPU_UPGRADES[def.socket] ?? []).map(([name, eur, tdp]) => ({
        nameNl: `Intel ${name}`,
        nameEn: `Intel ${name}`,
        price: eur * 100,
        facts: { kind: 'cpu', socket: def.socket, tdp },
      }));
  const cpu: V[] = [
    { ...baseValue, isDefault: true, isBase: true, baseQuantity: 1, maxQuantity: 1, sort: 0 },
    ...[...upgrades, ...nextGen.map((c) => ({ productId: c.id }))].map((v, i) => ({
      ...v,
      maxQuantity: 1,
      sort: i + 1,
    })),
  ];
  const cpu2 = cpu.map((v) => ({
    ...v,
    isDefault: baseCount > 1 && v.isDefault === true,
    isBase: baseCount > 1 && v.isBase === true,
    baseQuantity: baseCount > 1 ? (v.baseQuantity ?? 0) : 0,
  }));
  return { cpu, cpu2 };
}

/**
 * Memory the platform takes: its DDR generation and module kinds, not slower than its slowest speed (a
 * faster module runs at the platform's speed), of its own brand or brand-neutral. The base is the
 * spec's total in two (or one, or four) identical modules, own brand first.
 */
function memoryValues(def: PlatformDef, parts: Part[], baseGb: number) {
  const fitting = parts
    .filter(
      (m) =>
        m.categoryId === 282 &&
        m.specs.memory_type === def.mem &&
        def.kinds.includes(m.specs.memory_kind) &&
        num(m.specs.memory_speed) >= def.speed[0] &&
        brandFits(m, def),
    )
    .sort(ownBrandFirst(def));
  const main = fitting.filter((m) => m.specs.memory_kind === def.kinds[0]);
  let base: Part | undefined;
  let count = 2;
  for (const n of [2, 1, 4]) {
    base = main.find((m) => num(m.specs.memory_size) * n === baseGb);
    if (base) {
      count = n;
      break;
    }
  }
  const size = base ? num(base.specs.memory_size) : baseGb / 2;
  const generic = (gb: number) => ({
    nameNl: `${gb} GB ${def.mem}-${def.speed[1]} ${def.kinds[0]}`,
    nameEn: `${gb} GB ${def.mem}-${def.speed[1]} ${def.kinds[0]}`,
    price: Math.round(gb * (def.mem === 'DDR5' ? 4.1 : 1.9)) * 100,
    facts: { kind: 'memory', type: def.mem, module: def.kinds[0], speed: def.speed[1], sizeGb: gb },
  });
  const baseValue = base ? { productId: base.id } : generic(size);
  const others = [
    ...main
      .filter((m) => m !== base)
      .sort(byPrice)
      .slice(0, 8),
    ...fitting.filter((m) => m.specs.memory_kind !== def.kinds[0]).slice(0, 3),
  ];
  // Where the catalogue holds few modules of the platform's kind, generic modules make it a real choice.
  const extraSizes =
    others.length >= 3 ? [] : [16, 32, 64].filter((gb) => gb !== size).map((gb) => generic(gb));
  const options = [...others.map((m) => ({ productId: m.id })), ...extraSizes];
  const maxQ = def.dimms;
  return {
    memory: [
      { ...baseValue, isDefault: true, isBase: true, baseQuantity: count, maxQuantity: maxQ, sort: 0 },
      ...options.map((v, i) => ({ ...v, maxQuantity: maxQ, sort: i + 1 })),
    ],
    extra: [baseValue, ...options].map((v, i) => ({ ...v, maxQuantity: maxQ, sort: i })),
  };
}

function groupsFor(
  def: PlatformDef,
  product: Part,
  parts: Part[],
  bays: { sff: number; lff: number; nvme: number },
): GroupDef[] {
  const server = def.kind !== 'workstation';
  const g = (
    partId: string,
    sort: number,
    labelNl: string,
    labelEn: string,
    categoryId: number | null,
    values: GroupDef['values'],
    extra: Partial<GroupDef> = {},
  ): GroupDef => ({ partId, sort, labelNl, labelEn, categoryId, values, ...extra });
  const cpuMatch = product.nameEn.match(/\((?:(\d)x )?([^)]+)\)$/);
  const baseCount = Number(cpuMatch?.[1] ?? 1);
  const { cpu, cpu2 } = cpuValues(def, parts, cpuMatch?.[2] ?? 'Xeon', baseCount);
  const baseGb = num(product.specs.memory_size);
  const mem = memoryValues(def, parts, baseGb || 32);
  const out: GroupDef[] = [g('cpu', 10, 'Processor', 'Processor', 280, cpu)];
  if (def.sockets > 1) out.push(g('cpu2', 11, 'Tweede processor', 'Second processor', 280, cpu2));
  out.push(
    g('memory', 20, 'Geheugen', 'Memory', 282, mem.memory),
    g('memory_extra', 21, 'Extra geheugen', 'Additional memory', 282, mem.extra),
  );

  if (server) {
    // Server makers' controllers where their compatibility names the model; neutral (Broadcom) cards fit a slot.
    const ctls = parts.filter(
      (p) =>
        p.categoryId === 284 &&
        (fits(p.specs.compatible, def) || (brandFits(p, def) && !SERVER_BRANDS[brandOf(p)])),
    );
    // The controller the product's specs and description name comes with it.
    const specRaid = product.specs.raid_controller ?? '';
    const included = specRaid ? ctls.find((c) => c.nameEn.includes(` ${specRaid} `)) : undefined;
    const options = ctls
      .filter((c) => c !== included)
      .sort(byPrice)
      .slice(0, 6);
    const maker = def.brand === 'dell' ? 'Dell' : 'HPE';
    out.push(
      g('raid', 30, 'RAID-controller', 'RAID controller', 284, [
        included
          ? {
              productId: included.id,
              isDefault: true,
              isBase: true,
              baseQuantity: 1,
              maxQuantity: 1,
              sort: 0,
            }
          : {
              nameNl: specRaid ? `${maker} ${specRaid} (meegeleverd)` : 'Geïntegreerde RAID-controller',
              nameEn: specRaid ? `${maker} ${specRaid} (included)` : 'Integrated RAID controller',
              price: 0,
              isDefault: true,
              isBase: true,
              baseQuantity: 1,
              maxQuantity: 1,
              sort: 0,
              facts: { kind: 'controller', protocols: ['SAS', 'SATA'], raid: true },
            },
        ...options.map((c, i) => ({ productId: c.id, maxQuantity: 1, sort: i + 1 })),
        {
          nameNl: 'Onboard SATA-controller (geen RAID, geen SAS)',
          nameEn: 'Onboard SATA controller (no RAID, no SAS)',
          price: 0,
          maxQuantity: 1,
          sort: 20,
          facts: { kind: 'controller', protocols: ['SATA'], raid: false },
        },
      ]),
    );
    const planes = parts.filter(
      (p) =>
        p.categoryId === 291 &&
        p.specs.compatible === `${def.brand === 'dell' ? 'Dell' : 'HPE'} ${def.model}`,
    );
    if (planes.length) {
      const form = bays.lff ? '3.5"' : '2.5"';
      out.push(
        g('backplane', 31, 'Backplane en schijfsleuven', 'Backplane and drive bays', 291, [
          {
            nameNl: `Standaard backplane ${bays.lff || bays.sff}x ${form.replace('.', ',')}`,
            nameEn: `Standard backplane ${bays.lff || bays.sff}x ${form}`,
            price: 0,
            isDefault: true,
            isBase: true,
            baseQuantity: 1,
            maxQuantity: 1,
            sort: 0,
            facts: { kind: 'backplane', form, bays: bays.lff || bays.sff, nvme: bays.nvme > 0 },
          },
          ...planes.map((b, i) => ({ productId: b.id, maxQuantity: 1, sort: i + 1 })),
        ]),
      );
    }
  }

  const recent = ['G14', 'G15', 'Gen10'].includes(def.gen);
  const diskGroups: (keyof typeof DISK)[] = server
    ? [
        'sata_ssd',
        'sas_ssd',
        'sata_hdd',
        'sas_hdd',
        ...(recent ? (['nvme_u2_ssd', 'nvme_u3_ssd'] as const) : []),
        ...(def.m2 ? (['sata_m2_ssd'] as const) : []),
        'nvme_pci_ssd',
      ]
    : // Workstations have no SAS controller.
      ['sata_ssd', 'sata_hdd', 'nvme_m2_ssd'];
  // Drives the chassis' own bays and slots take.
  const fitsBays = (p: Part) => {
    const form = p.specs.form_factor ?? '';
    if (form.startsWith('3.5"')) return bays.lff > 0;
    if (form.startsWith('2.5"')) return bays.sff > 0;
    if (form.startsWith('U.2') || form.startsWith('U.3')) return bays.nvme > 0;
    if (form.startsWith('M.2')) return def.m2 > 0;
    return true;
  };
  diskGroups.forEach((key, i) => {
    const drives = parts
      .filter((p) => p.categoryId === DISK[key] && brandFits(p, def) && fitsBays(p))
      .sort(byPrice)
      .slice(0, 7);
    if (!drives.length) return;
    const maxFor = (p: Part) =>
      p.specs.form_factor === '3.5"'
        ? Math.max(bays.lff, 1)
        : p.specs.form_factor === 'M.2'
          ? 4
          : p.specs.form_factor === 'PCIe'
            ? 2
            : Math.max(bays.sff, 1);
    const [nl, en] = DISK_LABELS[key];
    // A base drive the product's specs name ('512 GB NVMe SSD') comes with it.
    const storage = product.specs.storage ?? '';
    const baseDrive =
      key === 'nvme_m2_ssd'
        ? drives.find((d) => storage && d.nameEn.includes(storage.split(' NVMe')[0]))
        : undefined;
    out.push(
      g(
        key,
        40 + i,
        nl,
        en,
        DISK[key],
        drives.map((d, k) => ({
          productId: d.id,
          maxQuantity: maxFor(d),
          sort: k,
          ...(d === baseDrive ? { isDefault: true, isBase: true, baseQuantity: 1 } : {}),
        })),
        { hardDiskRecalculate: true },
      ),
    );
  });

  if (def.gpuMax > 0) {
    const gpus = parts
      .filter((p) => p.categoryId === 294)
      .sort(byPrice)
      .slice(0, 8);
    out.push(
      g(
        'gpu',
        60,
        'Grafische kaart (GPU)',
        'Graphics card (GPU)',
        294,
        gpus.map((x, i) => ({ productId: x.id, maxQuantity: 4, sort: i })),
      ),
    );
    const kit = parts.find(
      (p) =>
        p.categoryId === 370 &&
        (p.specs.compatible ?? '').split(/[\s/]+/).includes(def.model.split(' ')[1]) &&
        fits(p.specs.compatible, def),
    );
    if (kit)
      out.push(
        g('gpu_kit', 61, 'GPU-installatiekit', 'GPU enablement kit', 370, [
          { productId: kit.id, maxQuantity: 1, sort: 0 },
        ]),
      );
  }

  if (server) {
    const w = def.psu;
    out.push(
      g('psu', 70, 'Voedingen', 'Power supplies', null, [
        {
          nameNl: `2x ${w} W redundante voeding (meegeleverd)`,
          nameEn: `2x ${w} W redundant power supplies (included)`,
          price: 0,
          isDefault: true,
          isBase: true,
          baseQuantity: 1,
          maxQuantity: 1,
          sort: 0,
          facts: { kind: 'psu', watts: w },
        },
        ...def.psuUpgrades.map((u, i) => ({
          nameNl: `2x ${u} W redundante hot-plug voeding`,
          nameEn: `2x ${u} W redundant hot-plug power supplies`,
          price: psuPairEur(u) * 100,
          maxQuantity: 1,
          sort: i + 1,
          facts: { kind: 'psu', watts: u },
        })),
      ]),
    );
    out.push(
      g('network', 71, 'Netwerk', 'Network', null, [
        {
          nameNl: 'Standaard netwerkkaart (meegeleverd)',
          nameEn: 'Standard network card (included)',
          price: 0,
          isDefault: true,
          isBase: true,
          baseQuantity: 1,
          maxQuantity: 1,
          sort: 0,
          facts: { kind: 'other' },
        },
        {
          nameNl: '2x 10GbE SFP+ netwerkkaart',
          nameEn: '2x 10GbE SFP+ network card',
          price: 8900,
          maxQuantity: 1,
          sort: 1,
          facts: { kind: 'other' },
        },
        {
          nameNl: '2x 25GbE SFP28 netwerkkaart',
          nameEn: '2x 25GbE SFP28 network card',
          price: 18900,
          maxQuantity: 1,
          sort: 2,
          facts: { kind: 'other' },
        },
      ]),
    );
    if (def.kind === 'rack')
      out.push(
        g('rails', 72, 'Rackrails', 'Rack rails', null, [
          {
            nameNl: def.brand === 'dell' ? 'Dell ReadyRails schuifrails' : 'HPE Easy Install schuifrails',
            nameEn: def.brand === 'dell' ? 'Dell ReadyRails sliding rails' : 'HPE Easy Install sliding rails',
            price: def.brand === 'dell' ? 5900 : 6900,
            maxQuantity: 1,
            sort: 0,
            facts: { kind: 'other' },
          },
        ]),
      );
    const lic = parts
      .filter(
        (p) =>
          p.categoryId === 403 &&
          (brandOf(p) === 'Microsoft' ||
            (def.brand === 'dell' ? brandOf(p) === 'Dell' : brandOf(p) === 'HPE')),
      )
      .sort(byPrice);
    out.push(
      g(
        'license',
        80,
        'Licenties',
        'Licences',
        403,
        lic.map((l, i) => ({ productId: l.id, maxQuantity: 4, sort: i })),
      ),
    );
  }
  return out;
}

export async function seedConfigurator(db: Db): Promise<number> {
  const parts = await loadParts(db);
  const configurable = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      nameEn: products.nameEn,
      price: products.price,
    })
    .from(products)
    .where(eq(products.configurable, true));
  const specRows = configurable.length
    ? await db
        .select()
        .from(productSpecs)
        .where(
          inArray(
            productSpecs.productId,
            configurable.map((c) => c.id),
          ),
        )
    : [];
  await db.insert(configuratorWarrantyDelivery).values([
    {
      id: 'bring_in',
      labelNl: 'Terugbrengen naar onze werkplaats',
      labelEn: 'Return to our workshop',
      price: 0,
      sort: 0,
    },
    { id: 'onsite', labelNl: 'Op locatie bij u', labelEn: 'On-site at your location', price: 14900, sort: 1 },
  ]);
  const platformRows: (typeof configuratorPlatforms.$inferInsert)[] = [];
  const groupRows: { productId: number; group: GroupDef }[] = [];
  const trayRows: (typeof configuratorTrays.$inferInsert)[] = [];
  const warrantyRows: (typeof configuratorWarranties.$inferInsert)[] = [];
  for (const c of configurable) {
    const def = PLATFORMS.find((p) => c.nameEn.includes(`${p.model} `));
    if (!def) continue;
    const specs = Object.fromEntries(
      specRows.filter((s) => s.productId === c.id).map((s) => [s.key, s.value]),
    );
    const product: Part = { ...c, specs };
    const bays = chassisBays(def, specs.drive_bays);
    platformRows.push({
      productId: c.id,
      cpuSocket: def.socket,
      cpuSockets: def.sockets,
      memoryType: def.mem,
      memoryKinds: def.kinds,
      memorySpeedMin: def.speed[0],
      memorySpeedMax: def.speed[1],
      dimmSlots: def.dimms,
      baysSff: bays.sff,
      baysLff: bays.lff,
      baysNvme: bays.nvme,
      m2Slots: def.m2,
      pcieSlots: def.pcie,
      gpuMax: def.gpuMax,
      psuWatts: def.psu,
      baseWatts: def.baseWatts,
    });
    for (const group of groupsFor(def, product, parts, bays))
      if (group.values.length) groupRows.push({ productId: c.id, group });
    const trays = parts.filter(
      (p) => p.categoryId === 401 && fits(p.specs.compatible, def) && !/hybrid/i.test(p.nameEn),
    );
    for (const form of ['2.5"', '3.5"'] as const) {
      const tray = trays.filter((t) => t.specs.form_factor === form).sort(byPrice)[0];
      if (def.kind !== 'workstation' && tray)
        trayRows.push({ productId: c.id, form, included: 0, trayProductId: tray.id });
    }
    const kind = def.kind === 'workstation' ? 'workstations' : 'servers';
    const warranties = parts.filter((p) => p.categoryId === 402 && p.specs.compatible === kind).sort(byPrice);
    warrantyRows.push(...warranties.map((w, i) => ({ productId: c.id, warrantyProductId: w.id, sort: i })));
  }
  if (!platformRows.length) return 0;
  await db.insert(configuratorPlatforms).values(platformRows);
  const inserted = await db
    .insert(configuratorGroups)
    .values(groupRows.map(({ productId, group: { values: _values, ...row } }) => ({ ...row, productId })))
    .returning({
      id: configuratorGroups.id,
      productId: configuratorGroups.productId,
      partId: configuratorGroups.partId,
    });
  const idOf = new Map(inserted.map((r) => [`${r.productId}:${r.partId}`, r.id]));
  const valueRows = groupRows.flatMap(({ productId, group }) =>
    group.values.map((v) => ({ ...v, groupId: idOf.get(`${productId}:${group.partId}`)! })),
  );
  for (let i = 0; i < valueRows.length; i += 500)
    await db.insert(configuratorValues).values(valueRows.slice(i, i + 500));
  if (trayRows.length) await db.insert(configuratorTrays).values(trayRows);
  if (warrantyRows.length) await db.insert(configuratorWarranties).values(warrantyRows);
  return platformRows.length;
}
