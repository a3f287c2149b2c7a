/** Compatibility facts of a part, read from its product specs (one source of truth: the catalogue). */
import { CATEGORY, DISK_CATEGORIES, type DriveForm, type DriveInterface, type PartFacts } from './types';

const num = (s: string | undefined) => Number.parseFloat((s ?? '').replace(',', '.')) || 0;

export function partFacts(categoryId: number, specs: Record<string, string>): PartFacts {
  if (categoryId === CATEGORY.cpu) return { kind: 'cpu', socket: specs.socket ?? '', tdp: num(specs.tdp) };
  if (categoryId === CATEGORY.ram)
    return {
      kind: 'memory',
      type: specs.memory_type ?? '',
      module: specs.memory_kind ?? '',
      speed: num(specs.memory_speed),
      sizeGb: num(specs.memory_size),
    };
  if ((DISK_CATEGORIES as readonly number[]).includes(categoryId)) {
    const iface: DriveInterface = /NVMe/.test(specs.interface ?? '')
      ? 'NVMe'
      : /SAS/.test(specs.interface ?? '')
        ? 'SAS'
        : 'SATA';
    const form =
      (['2.5"', '3.5"', 'M.2', 'U.2', 'U.3', 'PCIe'] as DriveForm[]).find((f) =>
        (specs.form_factor ?? '').startsWith(f),
      ) ?? '2.5"';
    return { kind: 'drive', iface, form, watts: num(specs.power) };
  }
  if (categoryId === CATEGORY.raid) {
    const i = specs.interface ?? '';
    const protocols: DriveInterface[] = /SAS/.test(i) ? ['SAS', 'SATA'] : ['SATA'];
    if (/NVMe/.test(i)) protocols.push('NVMe');
    return { kind: 'controller', protocols, raid: specs.controller_type === 'RAID' };
  }
  if (categoryId === CATEGORY.backplane)
    return {
      kind: 'backplane',
      form: specs.form_factor === '3.5"' ? '3.5"' : '2.5"',
      bays: num(specs.bays),
      nvme: /NVMe/.test(specs.interface ?? ''),
    };
  if (categoryId === CATEGORY.gpu) {
    const watts = num(specs.power);
    return { kind: 'gpu', watts, slots: watts > 75 ? 2 : 1 };
  }
  return { kind: 'other' };
}

/** Facts stored on a non-product value (JSON), checked for shape; unknown shapes count as 'other'. */
export function storedFacts(raw: unknown): PartFacts | null {
  if (!raw || typeof raw !== 'object' || !('kind' in raw)) return null;
  const kind = (raw as { kind: unknown }).kind;
  return ['cpu', 'memory', 'drive', 'controller', 'backplane', 'gpu', 'psu', 'other'].includes(kind as string)
    ? (raw as PartFacts)
    : null;
}
