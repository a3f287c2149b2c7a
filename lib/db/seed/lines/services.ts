/** Warranty extensions (our own service) and software licences. */
import { slugify } from '../format';
import type { ProductLine } from '../types';
import { listLine } from './list-line';

type Scope = 'server' | 'workstation' | 'laptop' | 'storage';
type Care = [scope: Scope, years: number, level: 'NBD' | '4h', eur: number];

const SCOPE_NL: Record<Scope, string> = {
  server: 'servers',
  workstation: 'workstations',
  laptop: 'laptops',
  storage: 'opslagsystemen',
};
const SCOPE_EN: Record<Scope, string> = {
  server: 'servers',
  workstation: 'workstations',
  laptop: 'laptops',
  storage: 'storage systems',
};

// prettier-ignore
const SERVER_CARE: Care[] = [
  ['server', 3, 'NBD', 249], ['server', 1, 'NBD', 99], ['server', 5, 'NBD', 449],
  ['server', 3, '4h', 549], ['server', 1, '4h', 219], ['server', 5, '4h', 990],
];
// prettier-ignore
const DESK_CARE: Care[] = [
  ['workstation', 3, 'NBD', 149], ['laptop', 3, 'NBD', 119], ['workstation', 1, 'NBD', 59], ['laptop', 1, 'NBD', 49],
  ['storage', 3, 'NBD', 149], ['workstation', 5, 'NBD', 259], ['storage', 5, 'NBD', 269],
];

function careLine(code: string, items: Care[]): ProductLine {
  return listLine(
    { code, categoryId: 402, brand: 'ServerStore', conditions: [1, 0, 0], weight: 0, service: true },
    items,
    ([scope, years, level, eur]) => {
      const nbd = level === 'NBD';
      const yearsNl = `${years} jaar`;
      const yearsEn = `${years} ${years === 1 ? 'year' : 'years'}`;
      return {
        slug: slugify(`garantie ${scope} ${years} jaar ${level}`),
        nameNl: `Garantie-uitbreiding ${SCOPE_NL[scope]} ${yearsNl} – ${nbd ? 'volgende werkdag (NBD)' : '4 uur responstijd, 24/7'}`,
        nameEn: `Warranty extension ${SCOPE_EN[scope]} ${yearsEn} – ${nbd ? 'next business day (NBD)' : '4-hour response, 24/7'}`,
        descNl: `Verleng de garantie op uw ${SCOPE_NL[scope]} tot ${yearsNl} vanaf de factuurdatum. ${nbd ? 'Defecte onderdelen worden de volgende werkdag vervangen' : 'Binnen 4 uur na uw melding is een technicus of het vervangende onderdeel onderweg, ook in het weekend'}; de service geldt voor hardware die bij ServerStore is gekocht.`,
        descEn: `Extend the warranty on your ${SCOPE_EN[scope]} to ${yearsEn} from the invoice date. ${nbd ? 'Faulty parts are replaced on the next business day' : 'Within 4 hours of your call an engineer or the replacement part is on its way, weekends included'}; the service covers hardware bought from ServerStore.`,
        price: eur * 100,
        specs: [
          { key: 'term_months', value: String(years * 12), num: years * 12, facet: true },
          { key: 'service_level', value: level, facet: true },
          { key: 'compatible', value: SCOPE_EN[scope], facet: true },
        ],
        art: {
          kind: 'certificate',
          brand: 'ServerStore',
          model: `${years}Y ${level}`,
          detail: SCOPE_EN[scope],
        },
        weight: 0,
        warrantyMonths: years * 12,
      };
    },
  );
}

type Licence = [
  brand: string,
  product: string,
  edition: string,
  version: string,
  cores: number,
  users: number,
  eur: number,
];
// prettier-ignore
const MICROSOFT: Licence[] = [
  ['Microsoft', 'Windows Server 2022 Standard', 'Standard', '2022', 16, 0, 899],
  ['Microsoft', 'Windows Server 2022 Datacenter', 'Datacenter', '2022', 16, 0, 5290],
  ['Microsoft', 'Windows Server 2022 CAL', 'CAL (user)', '2022', 0, 5, 179],
  ['Microsoft', 'Windows Server 2019 Standard', 'Standard', '2019', 16, 0, 749],
  ['Microsoft', 'Windows Server 2022 Essentials', 'Essentials', '2022', 10, 25, 449],
  ['Microsoft', 'Windows Server 2022 RDS CAL', 'RDS CAL (user)', '2022', 0, 5, 589],
  ['Microsoft', 'Windows Server 2022 CAL', 'CAL (device)', '2022', 0, 5, 169],
  ['Microsoft', 'Windows Server 2022 Standard', 'Standard (2-core add-on)', '2022', 2, 0, 109],
];
// prettier-ignore
const MANAGEMENT: Licence[] = [
  ['Dell', 'iDRAC9 Enterprise', 'Enterprise', 'iDRAC9', 0, 0, 249], ['HPE', 'iLO Advanced', 'Advanced', 'iLO 4/iLO 5', 0, 0, 279],
  ['Dell', 'iDRAC8 Enterprise', 'Enterprise', 'iDRAC8', 0, 0, 129], ['Dell', 'iDRAC9 Datacenter', 'Datacenter', 'iDRAC9', 0, 0, 399],
  ['HPE', 'iLO Advanced Premium Security Edition', 'Premium Security', 'iLO 5', 0, 0, 399],
];

function licenceLine(code: string, brand: string, items: Licence[]): ProductLine {
  return listLine(
    { code, categoryId: 403, brand, conditions: [1, 0, 0], weight: 0, service: true },
    items,
    ([b, prod, edition, version, cores, users, eur]) => {
      const isMs = b === 'Microsoft';
      const device = edition.includes('device');
      const addOn = edition.includes('add-on');
      // What the licence covers, in both languages.
      const [scopeNl, scopeEn] =
        users && !cores
          ? device
            ? [`${users} apparaten`, `${users} devices`]
            : [`${users} gebruikers`, `${users} users`]
          : addOn
            ? ['uitbreiding 2 cores', '2-core add-on']
            : cores
              ? [`${cores} cores`, `${cores} cores`]
              : ['per server', 'per server'];
      return {
        brand: b,
        slug: slugify(`${b} ${prod} ${scopeEn} licence`),
        nameNl: `${b} ${prod} – ${scopeNl} (digitale licentie)`,
        nameEn: `${b} ${prod} – ${scopeEn} (digital licence)`,
        descNl: isMs
          ? `Originele ${b} ${prod}-licentie voor ${scopeNl}, digitaal geleverd per e-mail met installatie-instructies. Geschikt voor onze refurbished en nieuwe servers; wij helpen u graag met de juiste licentieberekening.`
          : `Originele ${b} ${prod}-licentie${prod.includes(version) ? '' : ` (${version})`} voor één server, digitaal geleverd. Ontgrendelt onder meer de virtuele console, virtual media en uitgebreide monitoring voor beheer op afstand.`,
        descEn: isMs
          ? `Genuine ${b} ${prod} licence for ${scopeEn}, delivered digitally by e-mail with installation instructions. Suitable for our refurbished and new servers; we are happy to help you work out the right licensing.`
          : `Genuine ${b} ${prod} licence${prod.includes(version) ? '' : ` (${version})`} for one server, delivered digitally. It unlocks the virtual console, virtual media and extended monitoring for remote management, among other features.`,
        price: eur * 100,
        specs: [
          { key: 'edition', value: edition, facet: true },
          { key: 'version', value: version, facet: true },
          ...(cores ? [{ key: 'licensed_cores', value: String(cores), num: cores }] : []),
          ...(users ? [{ key: 'users', value: String(users), num: users }] : []),
          { key: 'delivery', value: 'ESD' },
        ],
        art: { kind: 'certificate', brand: b, model: prod, detail: edition },
        weight: 0,
        warrantyMonths: 0,
      };
    },
  );
}

export const WARRANTY_LINES: readonly ProductLine[] = [
  careLine('CARE-SRV', SERVER_CARE),
  careLine('CARE-WS', DESK_CARE),
];
export const LICENCE_LINES: readonly ProductLine[] = [
  licenceLine('LIC-MS', 'Microsoft', MICROSOFT),
  licenceLine('LIC-MGMT', 'Dell', MANAGEMENT),
];
