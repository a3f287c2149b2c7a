/** SSD and HDD product lines over every storage category (one variant per capacity). */
import { aOrAn, capacityText, inchNl, nl, slugify } from '../format';
import type { ArtKind, ProductLine, SpecInput, Variant } from '../types';
import { DRIVE_MODELS, type DriveModel } from './drive-models';

// prettier-ignore
const FORM_NL: Record<DriveModel['form'], string> = {
  '2.5"': '2,5"-formaat', '3.5"': '3,5"-formaat', 'M.2': 'M.2-formaat', 'U.2': '2,5" U.2-formaat', 'U.3': '2,5" U.3-formaat', PCIe: 'de vorm van een PCIe-insteekkaart',
};
// prettier-ignore
const FORM_EN: Record<DriveModel['form'], string> = {
  '2.5"': 'a 2.5" form factor', '3.5"': 'a 3.5" form factor', 'M.2': 'the M.2 form factor', 'U.2': 'the 2.5" U.2 form factor', 'U.3': 'the 2.5" U.3 form factor', PCIe: 'a PCIe add-in card form factor',
};

function artKind(form: DriveModel['form']): ArtKind {
  if (form === '3.5"') return 'drive35';
  if (form === 'M.2') return 'm2';
  if (form === 'PCIe') return 'pcie';
  return 'drive25';
}

function driveVariant(d: DriveModel, gb: number): Variant {
  const cap = capacityText(gb);
  const isHdd = d.rpm !== undefined;
  const full = `${d.brand} ${d.model}`;
  const formTag = d.form === 'M.2' ? `M.2 ${d.size}` : d.form === 'PCIe' ? `PCIe ${d.size}` : d.form;
  const rpmNl = d.rpm ? d.rpm.toLocaleString('nl-NL') : '';
  const rpmEn = d.rpm ? d.rpm.toLocaleString('en-GB') : '';
  const nameNl = isHdd
    ? `${full} ${nl(cap)} harde schijf ${d.iface} ${inchNl(d.form)} ${rpmNl} tpm`
    : `${full} ${nl(cap)} ${d.iface}-SSD (${inchNl(formTag)}, ${d.bus[0]})`;
  const nameEn = isHdd
    ? `${full} ${cap} ${d.iface} hard drive ${d.form} ${rpmEn} rpm`
    : `${full} ${cap} ${d.iface} SSD (${formTag}, ${d.bus[0]})`;
  const trayNl =
    d.form === '2.5"' || d.form === '3.5"' || d.form === 'U.2' || d.form === 'U.3'
      ? ' Een passende drive tray voor uw Dell- of HPE-server leveren we op verzoek mee.'
      : '';
  const trayEn = trayNl ? ' We can supply a matching drive tray for your Dell or HPE server on request.' : '';
  const descNl = isHdd
    ? `De ${full} is een harde schijf van ${nl(cap)} met ${d.iface}-aansluiting (${d.bus[0]}) in ${FORM_NL[d.form]}, met ${rpmNl} toeren per minuut en ${d.cacheMb} MB cache. Gemaakt voor continu gebruik in servers en opslagsystemen, met een doorvoer tot ${d.rw[0]} MB/s.${trayNl}`
    : `De ${full} is een SSD van ${nl(cap)} met ${d.iface}-aansluiting (${d.bus[0]}) in ${FORM_NL[d.form]}. Sequentieel leest hij tot ${d.rw[0].toLocaleString('nl-NL')} MB/s en schrijft hij tot ${d.rw[1].toLocaleString('nl-NL')} MB/s${d.endurance ? `, bij een schrijfbelasting van ${nl(d.endurance)}` : ''}.${trayNl}`;
  const descEn = isHdd
    ? `The ${full} is ${aOrAn(cap)} ${cap} hard drive with ${aOrAn(d.iface)} ${d.iface} interface (${d.bus[0]}) in ${FORM_EN[d.form]}, spinning at ${rpmEn} rpm with ${d.cacheMb} MB of cache. Built for continuous operation in servers and storage systems, with transfer rates up to ${d.rw[0]} MB/s.${trayEn}`
    : `The ${full} is ${aOrAn(cap)} ${cap} SSD with ${aOrAn(d.iface)} ${d.iface} interface (${d.bus[0]}) in ${FORM_EN[d.form]}. It reads sequentially at up to ${d.rw[0].toLocaleString('en-GB')} MB/s and writes at up to ${d.rw[1].toLocaleString('en-GB')} MB/s${d.endurance ? `, rated for ${d.endurance}` : ''}.${trayEn}`;
  const specs: SpecInput[] = [
    { key: 'capacity', value: cap, num: gb * 1e9, unit: 'B', facet: true },
    { key: 'interface', value: d.iface, facet: true },
    { key: 'form_factor', value: d.form, facet: true },
    { key: 'interface_speed', value: d.bus[0], num: d.bus[1], unit: 'bit/s' },
    { key: 'read_speed', value: `${d.rw[0]} MB/s`, num: d.rw[0] * 8e6, unit: 'bit/s' },
  ];
  if (!isHdd) specs.push({ key: 'write_speed', value: `${d.rw[1]} MB/s`, num: d.rw[1] * 8e6, unit: 'bit/s' });
  if (d.rpm) specs.push({ key: 'rotation_speed', value: `${d.rpm} rpm`, num: d.rpm, unit: 'rpm' });
  if (d.cacheMb)
    specs.push({ key: 'cache', value: `${d.cacheMb} MB`, num: d.cacheMb * 1024 * 1024, unit: 'B' });
  if (isHdd)
    specs.push({
      key: 'noise',
      value: `${d.rpm! >= 10000 ? 36 : 32} dB`,
      num: d.rpm! >= 10000 ? 36 : 32,
      unit: 'dB',
    });
  if (d.endurance) specs.push({ key: 'endurance', value: d.endurance });
  specs.push({ key: 'power', value: `${d.watt} W`, num: d.watt, unit: 'W' });
  return {
    slug: slugify(`${full} ${cap} ${d.iface} ${isHdd ? 'hdd' : 'ssd'} ${formTag}`),
    nameNl,
    nameEn,
    descNl,
    descEn,
    price: (d.eur[0] + (d.eur[1] * gb) / 1000) * 100,
    specs,
    art: { kind: artKind(d.form), brand: d.brand, model: d.model, detail: `${cap} · ${d.iface}` },
    weight: d.form === '3.5"' ? 720 : d.form === 'PCIe' ? 350 : d.form === 'M.2' ? 40 : 180,
  };
}

export const DRIVE_LINES: readonly ProductLine[] = DRIVE_MODELS.map((d) => ({
  code: `${d.rpm ? 'HDD' : 'SSD'}-${d.code}`,
  categoryId: d.categoryId,
  brand: d.brand,
  conditions: d.conditions,
  weight: d.form === '3.5"' ? 720 : 180,
  lot: true,
  warrantyNew: 60,
  size: d.capacities.length,
  variant: (k: number) => driveVariant(d, d.capacities[k]),
}));
