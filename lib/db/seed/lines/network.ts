/** Routers and switches from Cisco, MikroTik and Juniper (category 600). */
import { slugify } from '../format';
import type { ProductLine } from '../types';
import { listLine } from './list-line';

type Net = [
  model: string,
  type: 'Router' | 'Switch',
  ports: string,
  portCount: number,
  layer: 'L2' | 'L3',
  /** Switching capacity (switches) or routing/firewall throughput (routers) in Gb/s. */
  gbps: number,
  poeW: number,
  watt: number,
  form: '1U' | 'Desktop',
  eur: number,
];

// prettier-ignore
const CISCO: Net[] = [
  ['Catalyst 2960X-24TS-L', 'Switch', '24x 1GbE, 4x SFP', 28, 'L2', 108, 0, 30, '1U', 249],
  ['ISR 4331', 'Router', '3x 1GbE (2x SFP)', 3, 'L3', 0.3, 0, 250, '1U', 449],
  ['Catalyst 9200L-24T-4G', 'Switch', '24x 1GbE, 4x SFP', 28, 'L3', 56, 0, 45, '1U', 690],
  ['Catalyst 2960X-48FPD-L', 'Switch', '48x 1GbE PoE+, 2x SFP+', 50, 'L2', 176, 740, 120, '1U', 599],
  ['ISR 1111-8P', 'Router', '8x 1GbE LAN, 2x WAN', 10, 'L3', 1, 0, 66, 'Desktop', 390],
  ['Catalyst 9300-48P', 'Switch', '48x 1GbE PoE+', 48, 'L3', 256, 437, 150, '1U', 1490],
  ['Catalyst 3850-24T', 'Switch', '24x 1GbE', 24, 'L3', 92, 0, 85, '1U', 349],
  ['ISR 4321', 'Router', '2x 1GbE (1x SFP)', 2, 'L3', 0.1, 0, 80, 'Desktop', 299],
];
// prettier-ignore
const MIKROTIK: Net[] = [
  ['CCR2004-16G-2S+', 'Router', '16x 1GbE, 2x SFP+', 18, 'L3', 36, 0, 60, '1U', 419],
  ['CRS326-24G-2S+RM', 'Switch', '24x 1GbE, 2x SFP+', 26, 'L3', 64, 0, 22, '1U', 169],
  ['RB5009UG+S+IN', 'Router', '7x 1GbE, 1x 2.5GbE, 1x SFP+', 9, 'L3', 10, 0, 25, 'Desktop', 199],
  ['CRS317-1G-16S+RM', 'Switch', '16x SFP+, 1x 1GbE', 17, 'L3', 320, 0, 40, '1U', 369],
  ['CCR1036-8G-2S+', 'Router', '8x 1GbE, 2x SFP+', 10, 'L3', 28, 0, 73, '1U', 590],
  ['hEX S (RB760iGS)', 'Router', '5x 1GbE, 1x SFP', 6, 'L3', 2, 0, 8, 'Desktop', 69],
];
// prettier-ignore
const JUNIPER: Net[] = [
  ['EX2300-24T', 'Switch', '24x 1GbE, 4x SFP+', 28, 'L3', 128, 0, 40, '1U', 349],
  ['SRX300', 'Router', '6x 1GbE, 2x SFP', 8, 'L3', 1.9, 0, 20, 'Desktop', 299],
  ['EX3400-48P', 'Switch', '48x 1GbE PoE+, 4x SFP+, 2x QSFP+', 54, 'L3', 288, 740, 150, '1U', 990],
  ['EX4300-48T', 'Switch', '48x 1GbE, 4x QSFP+', 52, 'L3', 496, 0, 180, '1U', 690],
  ['SRX345', 'Router', '8x 1GbE, 8x SFP', 16, 'L3', 5, 0, 60, '1U', 690],
];

function netLine(
  code: string,
  brand: string,
  items: Net[],
  conditions: readonly [number, number, number],
): ProductLine {
  return listLine(
    { code, categoryId: 600, brand, conditions, weight: 4500, lot: false, warrantyNew: 24 },
    items,
    ([model, type, ports, portCount, layer, gbps, poe, watt, form, eur]) => {
      const full = `${brand} ${model}`;
      const isSwitch = type === 'Switch';
      const formNl = form === '1U' ? 'rackmodel 1U' : 'desktopmodel';
      const formEn = form === '1U' ? '1U rack-mount' : 'desktop';
      const speedText = gbps >= 1 ? `${gbps} Gb/s` : `${gbps * 1000} Mb/s`;
      return {
        slug: slugify(`${full} ${type}`),
        nameNl: `${full} ${isSwitch ? 'beheerbare switch' : 'router'} – ${ports} (${formNl})`,
        nameEn: `${full} ${isSwitch ? 'managed switch' : 'router'} – ${ports} (${formEn})`,
        descNl: isSwitch
          ? `De ${full} is een beheerbare ${layer}-switch met ${ports} en een switchcapaciteit van ${speedText}${poe ? `, inclusief een PoE+-budget van ${poe} W voor access points en telefoons` : ''}. Een betrouwbare keuze voor kantoornetwerken en serverruimtes.`
          : `De ${full} is een ${form === '1U' ? '1U-rackrouter' : 'desktoprouter'} met ${ports} en een doorvoer tot ${speedText}. Geschikt voor internettoegang, VPN-verbindingen en routering tussen vestigingen.`,
        descEn: isSwitch
          ? `The ${full} is a managed ${layer} switch with ${ports} and a switching capacity of ${speedText}${poe ? `, including a ${poe} W PoE+ budget for access points and phones` : ''}. A reliable choice for office networks and server rooms.`
          : `The ${full} is a ${formEn} router with ${ports} and throughput of up to ${speedText}. Suitable for internet access, VPN connections and routing between sites.`,
        price: eur * 100,
        specs: [
          { key: 'device_type', value: type, facet: true },
          { key: 'port_count', value: String(portCount), num: portCount, facet: true },
          { key: 'ports', value: ports },
          { key: 'layer', value: layer },
          {
            key: isSwitch ? 'switching_capacity' : 'throughput',
            value: speedText,
            num: gbps * 1e9,
            unit: 'bit/s',
          },
          ...(poe ? [{ key: 'poe_budget', value: `${poe} W`, num: poe, unit: 'W' as const }] : []),
          { key: 'power', value: `${watt} W`, num: watt, unit: 'W' },
          { key: 'form', value: form },
        ],
        art: { kind: 'network', brand, model, detail: ports, units: Math.min(portCount, 48) },
        weight: form === '1U' ? 5200 : 1200,
      };
    },
  );
}

export const NETWORK_LINES: readonly ProductLine[] = [
  netLine('NET-CISCO', 'Cisco', CISCO, [2, 7, 1]),
  netLine('NET-MIKROTIK', 'MikroTik', MIKROTIK, [8, 2, 0]),
  netLine('NET-JUNIPER', 'Juniper', JUNIPER, [2, 7, 1]),
];
