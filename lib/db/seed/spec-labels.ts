/** Bilingual labels of the spec metric keys, and the conversion of spec inputs to rows. */
import type { GeneratedSpec, SpecInput } from './types';

export const SPEC_LABELS: Record<string, readonly [nl: string, en: string]> = {
  brand: ['Merk', 'Brand'],
  memory_size: ['Geheugen', 'Memory'],
  memory_type: ['Geheugentype', 'Memory type'],
  memory_kind: ['Moduletype', 'Module type'],
  memory_speed: ['Geheugensnelheid', 'Memory speed'],
  memory_ranks: ['Rank-indeling', 'Rank configuration'],
  memory_module: ['Modulestandaard', 'Module standard'],
  voltage: ['Spanning', 'Voltage'],
  latency: ['CAS-latentie', 'CAS latency'],
  capacity: ['Capaciteit', 'Capacity'],
  interface: ['Interface', 'Interface'],
  form_factor: ['Vormfactor', 'Form factor'],
  interface_speed: ['Interfacesnelheid', 'Interface speed'],
  rotation_speed: ['Toerental', 'Rotation speed'],
  cache: ['Cache', 'Cache'],
  read_speed: ['Leessnelheid', 'Read speed'],
  write_speed: ['Schrijfsnelheid', 'Write speed'],
  endurance: ['Schrijfbelasting', 'Endurance'],
  noise: ['Geluidsniveau', 'Noise level'],
  power: ['Stroomverbruik', 'Power consumption'],
  cpu_family: ['Processorfamilie', 'Processor family'],
  cores: ['Kernen', 'Cores'],
  threads: ['Threads', 'Threads'],
  clock: ['Kloksnelheid', 'Clock speed'],
  turbo_clock: ['Turbofrequentie', 'Turbo frequency'],
  tdp: ['Thermisch vermogen (TDP)', 'Thermal design power (TDP)'],
  socket: ['Socket', 'Socket'],
  lithography: ['Procestechnologie', 'Process technology'],
  codename: ['Codenaam', 'Code name'],
  generation: ['Generatie', 'Generation'],
  form: ['Bouwvorm', 'Chassis'],
  cpu_sockets: ['Processorsockets', 'CPU sockets'],
  cpu: ['Processor', 'Processor'],
  drive_bays: ['Schijfsleuven', 'Drive bays'],
  storage: ['Opslag', 'Storage'],
  raid_controller: ['RAID-controller', 'RAID controller'],
  remote_management: ['Beheer op afstand', 'Remote management'],
  network: ['Netwerk', 'Network'],
  psu: ['Voeding', 'Power supply'],
  weight: ['Gewicht', 'Weight'],
  screen_size: ['Schermdiagonaal', 'Screen size'],
  resolution: ['Resolutie', 'Resolution'],
  aspect_ratio: ['Beeldverhouding', 'Aspect ratio'],
  brightness: ['Helderheid', 'Brightness'],
  battery: ['Accucapaciteit', 'Battery capacity'],
  gpu: ['Videokaart', 'Graphics card'],
  memory_bus: ['Geheugenbus', 'Memory bus'],
  bus: ['Aansluiting', 'Bus interface'],
  ports: ['Poorten', 'Ports'],
  port_count: ['Aantal poorten', 'Port count'],
  controller_type: ['Type controller', 'Controller type'],
  raid_levels: ['RAID-niveaus', 'RAID levels'],
  compatible: ['Geschikt voor', 'Compatible with'],
  bays: ['Aantal sleuven', 'Number of bays'],
  contents: ['Inhoud', 'Contents'],
  device_type: ['Apparaattype', 'Device type'],
  layer: ['Netwerklaag', 'Network layer'],
  switching_capacity: ['Switchcapaciteit', 'Switching capacity'],
  throughput: ['Doorvoer', 'Throughput'],
  poe_budget: ['PoE-budget', 'PoE budget'],
  term_months: ['Looptijd (maanden)', 'Term (months)'],
  service_level: ['Serviceniveau', 'Service level'],
  edition: ['Editie', 'Edition'],
  version: ['Versie', 'Version'],
  licensed_cores: ['Gelicentieerde cores', 'Licensed cores'],
  users: ['Gebruikers', 'Users'],
  delivery: ['Levering', 'Delivery'],
  part_number: ['Onderdeelnummer', 'Part number'],
  lot_size: ['Aantal stuks per partij', 'Units per lot'],
};

/** Spec rows of a product: its own metrics plus the brand facet, labelled in both languages. */
export function toSpecRows(brand: string, inputs: readonly SpecInput[]): GeneratedSpec[] {
  const seen = new Set<string>();
  const rows: GeneratedSpec[] = [];
  for (const s of [{ key: 'brand', value: brand, facet: true } as SpecInput, ...inputs]) {
    if (seen.has(s.key)) continue;
    seen.add(s.key);
    const label = SPEC_LABELS[s.key];
    if (!label) throw new Error(`Unknown spec key '${s.key}'`);
    rows.push({
      key: s.key,
      labelNl: label[0],
      labelEn: label[1],
      value: s.value,
      num: s.num ?? null,
      unit: s.unit ?? null,
      facet: s.facet ?? false,
      sort: rows.length,
    });
  }
  return rows;
}
