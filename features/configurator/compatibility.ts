/**
 * Compatibility rules a real buyer needs (beyond spec §4): pure checks of a selection against the
 * chassis' platform facts. Every violation names its rule, the groups involved and the group whose
 * reset repairs it (the culprit).
 */
import {
  CATEGORY,
  type BayForm,
  type ConfigState,
  type ConfiguratorData,
  type DriveInterface,
  type OptionGroup,
  type OptionValue,
  type PartFacts,
} from './types';

export const RULES = [
  'cpuRequired',
  'cpuSocket',
  'cpuSockets',
  'cpuMatch',
  'memoryType',
  'memoryKind',
  'memoryMixed',
  'memorySpeed',
  'memorySlots',
  'memoryPopulation',
  'driveBays',
  'nvmeBays',
  'm2Slots',
  'sasController',
  'pcieSlots',
  'gpuMax',
  'gpuKit',
  'power',
] as const;
export type RuleId = (typeof RULES)[number];

export interface Violation {
  rule: RuleId;
  /** Groups involved, in the order of the groups. */
  partIds: string[];
  /** The group whose reset to its default repairs this violation. */
  culprit: string;
  params: Record<string, string | number>;
}

export interface Chosen {
  group: OptionGroup;
  value: OptionValue;
  quantity: number;
}

/** The groups with a chosen value and a quantity above 0, in group order. */
export function chosenParts(data: ConfiguratorData, state: ConfigState): Chosen[] {
  const out: Chosen[] = [];
  for (const group of sortedGroups(data)) {
    const sel = state.selected[group.partId];
    if (!sel || sel.value === null || sel.quantity <= 0) continue;
    const value = group.values.find((v) => v.value === sel.value);
    if (value) out.push({ group, value, quantity: sel.quantity });
  }
  return out;
}

export function sortedGroups(data: ConfiguratorData): OptionGroup[] {
  return [...data.data.options].sort((a, b) => a.sort - b.sort || a.partId.localeCompare(b.partId));
}

type Of<K extends PartFacts['kind']> = Chosen & { facts: Extract<PartFacts, { kind: K }> };
function ofKind<K extends PartFacts['kind']>(parts: Chosen[], kind: K): Of<K>[] {
  return parts
    .filter((p) => p.value.facts.kind === kind)
    .map((p) => ({ ...p, facts: p.value.facts as Extract<PartFacts, { kind: K }> }));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const last = <T>(xs: T[]): T => xs[xs.length - 1];
const ids = (xs: Chosen[]) => [...new Set(xs.map((x) => x.group.partId))];

/** Bays in use: 2.5" takes 2.5" SATA/SAS drives and U.2/U.3; 3.5" takes 3.5" drives. */
export function bayForm(form: string): BayForm | null {
  if (form === '3.5"') return '3.5"';
  if (form === '2.5"' || form === 'U.2' || form === 'U.3') return '2.5"';
  return null;
}

/** Drives that sit in a front bay, per bay form factor. */
export function bayDriveCount(data: ConfiguratorData, state: ConfigState, form?: BayForm): number {
  return sum(
    ofKind(chosenParts(data, state), 'drive')
      .filter((d) => (form ? bayForm(d.facts.form) === form : bayForm(d.facts.form) !== null))
      .map((d) => d.quantity),
  );
}

export function effectiveBays(data: ConfiguratorData, state: ConfigState) {
  const p = data.configurator.platform;
  const bp = ofKind(chosenParts(data, state), 'backplane')[0];
  if (!bp) return { sff: p.bays.sff, lff: p.bays.lff, nvme: p.bays.nvme };
  const f = bp.facts;
  return {
    sff: f.form === '2.5"' ? f.bays : 0,
    lff: f.form === '3.5"' ? f.bays : 0,
    nvme: f.nvme ? f.bays : 0,
  };
}

/** The drive controller in use; without one the board's own SATA ports serve (no SAS, no RAID). */
export function controllerOf(
  data: ConfiguratorData,
  state: ConfigState,
): { protocols: DriveInterface[]; raid: boolean; partId: string | null } {
  const c = ofKind(chosenParts(data, state), 'controller')[0];
  if (!c) return { protocols: ['SATA'], raid: false, partId: null };
  return { protocols: c.facts.protocols, raid: c.facts.raid, partId: c.group.partId };
}

/** Estimated draw in watts: board, CPUs (TDP), DIMMs, drives and cards. */
export function powerDraw(data: ConfiguratorData, state: ConfigState): number {
  const parts = chosenParts(data, state);
  const p = data.configurator.platform;
  const perDimm = p.memoryType === 'DDR5' ? 6 : 4;
  return Math.round(
    p.baseWatts +
      sum(ofKind(parts, 'cpu').map((c) => c.facts.tdp * c.quantity)) +
      sum(ofKind(parts, 'memory').map((m) => perDimm * m.quantity)) +
      sum(ofKind(parts, 'drive').map((d) => d.facts.watts * d.quantity)) +
      sum(ofKind(parts, 'gpu').map((g) => g.facts.watts * g.quantity)),
  );
}

export function psuCapacity(data: ConfiguratorData, state: ConfigState): number {
  const psu = ofKind(chosenParts(data, state), 'psu')[0];
  return psu ? psu.facts.watts : data.configurator.platform.psuWatts;
}

function groupsOfCategory(data: ConfiguratorData, categoryId: number): OptionGroup[] {
  return sortedGroups(data).filter((g) => g.categoryId === categoryId);
}

/** All violations of the selection; an empty list means the machine can be built. */
export function checkCompatibility(data: ConfiguratorData, state: ConfigState): Violation[] {
  const p = data.configurator.platform;
  const parts = chosenParts(data, state);
  const out: Violation[] = [];
  const add = (
    rule: RuleId,
    involved: Chosen[] | string[],
    culprit: string,
    params: Violation['params'] = {},
  ) => {
    const partIds =
      involved.length && typeof involved[0] === 'string' ? (involved as string[]) : ids(involved as Chosen[]);
    out.push({ rule, partIds, culprit, params });
  };

  // Processors
  const cpus = ofKind(parts, 'cpu');
  const cpuGroups = groupsOfCategory(data, CATEGORY.cpu);
  const nCpu = sum(cpus.map((c) => c.quantity));
  if (cpuGroups.length > 0 && nCpu === 0) add('cpuRequired', [cpuGroups[0].partId], cpuGroups[0].partId);
  for (const c of cpus)
    if (c.facts.socket !== p.cpuSocket)
      add('cpuSocket', [c], c.group.partId, { socket: c.facts.socket, platform: p.cpuSocket });
  if (nCpu > p.cpuSockets) add('cpuSockets', cpus, last(cpus).group.partId, { sockets: p.cpuSockets });
  const models = new Set(cpus.map((c) => c.value.productId ?? `name:${c.value.name}`));
  if (models.size > 1) add('cpuMatch', cpus, last(cpus).group.partId, { name: cpus[0].value.name });

  // Memory
  const mem = ofKind(parts, 'memory');
  for (const m of mem) {
    if (m.facts.type !== p.memoryType)
      add('memoryType', [m], m.group.partId, { type: m.facts.type, platform: p.memoryType });
    else if (!p.memoryKinds.includes(m.facts.module))
      add('memoryKind', [m], m.group.partId, { kind: m.facts.module, kinds: p.memoryKinds.join('/') });
    // A faster module runs at the platform's speed; one slower than the platform's slowest does not.
    else if (m.facts.speed < p.memorySpeedMin)
      add('memorySpeed', [m], m.group.partId, {
        speed: m.facts.speed,
        min: p.memorySpeedMin,
        max: p.memorySpeedMax,
      });
  }
  if (new Set(mem.map((m) => m.facts.module)).size > 1)
    add('memoryMixed', mem, last(mem).group.partId, {
      kinds: [...new Set(mem.map((m) => m.facts.module))].join(' + '),
    });
  const dimms = sum(mem.map((m) => m.quantity));
  const usable = Math.floor((p.dimmSlots * Math.min(Math.max(nCpu, 1), p.cpuSockets)) / p.cpuSockets);
  if (dimms > p.dimmSlots)
    add('memorySlots', mem, last(mem).group.partId, { count: dimms, slots: p.dimmSlots });
  else if (dimms > usable)
    add('memoryPopulation', [...mem, ...cpus], last(mem).group.partId, {
      count: dimms,
      slots: usable,
      cpus: Math.max(nCpu, 1),
    });

  // Drives
  const drives = ofKind(parts, 'drive');
  const bays = effectiveBays(data, state);
  const bpGroup = groupsOfCategory(data, CATEGORY.backplane)[0]?.partId;
  for (const [form, have] of [
    ['2.5"', bays.sff],
    ['3.5"', bays.lff],
  ] as const) {
    const inForm = drives.filter((d) => bayForm(d.facts.form) === form);
    const n = sum(inForm.map((d) => d.quantity));
    if (n > have)
      add('driveBays', bpGroup ? [...ids(inForm), bpGroup] : inForm, last(inForm).group.partId, {
        count: n,
        bays: have,
        form,
      });
  }
  const nvme = drives.filter((d) => d.facts.form === 'U.2' || d.facts.form === 'U.3');
  const nNvme = sum(nvme.map((d) => d.quantity));
  if (nNvme > bays.nvme)
    add('nvmeBays', bpGroup ? [...ids(nvme), bpGroup] : nvme, last(nvme).group.partId, {
      count: nNvme,
      bays: bays.nvme,
    });
  const m2 = drives.filter((d) => d.facts.form === 'M.2');
  const nM2 = sum(m2.map((d) => d.quantity));
  if (nM2 > p.m2Slots) add('m2Slots', m2, last(m2).group.partId, { count: nM2, slots: p.m2Slots });
  const sas = drives.filter((d) => d.facts.iface === 'SAS');
  const ctl = controllerOf(data, state);
  if (sas.length > 0 && !ctl.protocols.includes('SAS')) {
    const ctlGroup = ctl.partId ?? groupsOfCategory(data, CATEGORY.raid)[0]?.partId;
    add('sasController', ctlGroup ? [...ids(sas), ctlGroup] : sas, ctlGroup ?? last(sas).group.partId);
  }

  // Cards, GPUs and power
  const gpus = ofKind(parts, 'gpu');
  const nGpu = sum(gpus.map((g) => g.quantity));
  const pcieDrives = drives.filter((d) => d.facts.form === 'PCIe');
  const slotsUsed = sum(gpus.map((g) => g.facts.slots * g.quantity)) + sum(pcieDrives.map((d) => d.quantity));
  if (nGpu > p.gpuMax) add('gpuMax', gpus, last(gpus).group.partId, { count: nGpu, max: p.gpuMax });
  else if (slotsUsed > p.pcieSlots) {
    const cards = [...pcieDrives, ...gpus];
    add('pcieSlots', cards, last(cards).group.partId, { used: slotsUsed, slots: p.pcieSlots });
  }
  const kitGroup = groupsOfCategory(data, CATEGORY.gpuKit)[0];
  if (kitGroup && gpus.some((g) => g.facts.watts > 75) && !parts.some((x) => x.group === kitGroup))
    add('gpuKit', [...ids(gpus), kitGroup.partId], last(gpus).group.partId);
  const draw = powerDraw(data, state);
  const cap = psuCapacity(data, state);
  if (draw > cap) {
    const psuGroup = sortedGroups(data).find((g) => g.values.some((v) => v.facts.kind === 'psu'));
    const heavy = [...gpus, ...cpus].filter((x) => !x.value.isBase);
    const culprit = gpus.length
      ? last(gpus).group.partId
      : heavy.length
        ? last(heavy).group.partId
        : (psuGroup?.partId ?? parts[0]?.group.partId ?? '');
    add('power', psuGroup ? [...ids([...gpus, ...cpus]), psuGroup.partId] : [...gpus, ...cpus], culprit, {
      draw,
      capacity: cap,
    });
  }
  return out;
}
