/** Dell PowerEdge and HPE ProLiant models sold as refurbished (and some new) servers. */

export type MemType = 'DDR2' | 'DDR3' | 'DDR4' | 'DDR5';

export interface ServerModel {
  code: string;
  brand: 'Dell' | 'HPE';
  family: 'dell' | 'hpe';
  /** Full model name as sold, e.g. 'PowerEdge R740', 'ProLiant DL380 Gen10'. */
  model: string;
  /** Brand name on the model (HP for G6–Gen8, before the HPE split). */
  label: 'Dell' | 'HP' | 'HPE';
  generation: string;
  form: '1U' | '2U' | 'Tower';
  sockets: number;
  cpus: string[];
  mem: MemType;
  memSpeed: number;
  memOptions: number[];
  chassis: string[];
  raid: string;
  remote: string;
  network: string;
  psu: [count: number, watt: number];
  /** Refurbished chassis price (no CPU, memory or drives) in euro. */
  eur: number;
  kg: number;
  conditions: readonly [number, number, number];
  /** Offered as build-your-own (configurable) base. */
  cto?: boolean;
}

const OLD = [0, 8, 2] as const;
const MID = [0, 7, 3] as const;
const RECENT = [1, 6, 2] as const;
const CURRENT = [4, 5, 1] as const;

const M3 = [32, 64, 128, 192];
const M4 = [64, 128, 256, 384];
const SFF8 = '8x 2.5"';

type Base = Omit<ServerModel, 'brand' | 'family' | 'label'>;
const dell = (m: Base): ServerModel => ({ ...m, brand: 'Dell', family: 'dell', label: 'Dell' });
const hpe = (m: Base): ServerModel => ({
  ...m,
  brand: 'HPE',
  family: 'hpe',
  label: ['G6', 'G7', 'G8'].includes(m.generation) ? 'HP' : 'HPE',
});

// prettier-ignore
export const SERVER_MODELS: readonly ServerModel[] = [
  dell({ code: 'R740', model: 'PowerEdge R740', generation: 'G14', form: '2U', sockets: 2, cpus: ['Xeon Silver 4114', 'Xeon Gold 6130', 'Xeon Gold 6248', 'Xeon Platinum 8280'], mem: 'DDR4', memSpeed: 2933, memOptions: M4, chassis: [SFF8, '16x 2.5"', '8x 3.5"'], raid: 'PERC H730P Mini', remote: 'iDRAC9 Enterprise', network: '4x 10GbE SFP+', psu: [2, 750], eur: 1190, kg: 28.6, conditions: RECENT, cto: true }),
  hpe({ code: 'DL380-G10', model: 'ProLiant DL380 Gen10', generation: 'G10', form: '2U', sockets: 2, cpus: ['Xeon Silver 4114', 'Xeon Gold 6140', 'Xeon Gold 6248', 'Xeon Platinum 8260'], mem: 'DDR4', memSpeed: 2933, memOptions: M4, chassis: [SFF8, '24x 2.5"', '12x 3.5"'], raid: 'Smart Array P408i-a', remote: 'iLO 5 Advanced', network: '4x 1GbE + 2x 10GbE SFP+', psu: [2, 800], eur: 1090, kg: 27.5, conditions: RECENT, cto: true }),
  dell({ code: 'R640', model: 'PowerEdge R640', generation: 'G14', form: '1U', sockets: 2, cpus: ['Xeon Silver 4114', 'Xeon Gold 6130', 'Xeon Gold 6248', 'Xeon Platinum 8160'], mem: 'DDR4', memSpeed: 2933, memOptions: M4, chassis: [SFF8, '10x 2.5"', '10x 2.5" NVMe'], raid: 'PERC H730P Mini', remote: 'iDRAC9 Enterprise', network: '4x 10GbE SFP+', psu: [2, 750], eur: 990, kg: 18.9, conditions: RECENT, cto: true }),
  hpe({ code: 'DL360-G10', model: 'ProLiant DL360 Gen10', generation: 'G10', form: '1U', sockets: 2, cpus: ['Xeon Silver 4110', 'Xeon Gold 5118', 'Xeon Gold 6130', 'Xeon Gold 6248'], mem: 'DDR4', memSpeed: 2933, memOptions: M4, chassis: [SFF8, '10x 2.5" NVMe', '4x 3.5"'], raid: 'Smart Array P408i-a', remote: 'iLO 5 Advanced', network: '4x 1GbE', psu: [2, 800], eur: 920, kg: 16.3, conditions: RECENT, cto: true }),
  dell({ code: 'R730', model: 'PowerEdge R730', generation: 'G13', form: '2U', sockets: 2, cpus: ['Xeon E5-2620 v4', 'Xeon E5-2660 v4', 'Xeon E5-2690 v4'], mem: 'DDR4', memSpeed: 2400, memOptions: M4, chassis: [SFF8, '16x 2.5"', '8x 3.5"'], raid: 'PERC H730 Mini', remote: 'iDRAC8 Enterprise', network: '4x 1GbE', psu: [2, 750], eur: 490, kg: 28.2, conditions: MID, cto: true }),
  hpe({ code: 'DL380-G9', model: 'ProLiant DL380 Gen9', generation: 'G9', form: '2U', sockets: 2, cpus: ['Xeon E5-2620 v3', 'Xeon E5-2650 v4', 'Xeon E5-2680 v4'], mem: 'DDR4', memSpeed: 2400, memOptions: M4, chassis: [SFF8, '24x 2.5"', '12x 3.5"'], raid: 'Smart Array P440ar', remote: 'iLO 4 Advanced', network: '4x 1GbE', psu: [2, 800], eur: 450, kg: 27.0, conditions: MID, cto: true }),
  dell({ code: 'R630', model: 'PowerEdge R630', generation: 'G13', form: '1U', sockets: 2, cpus: ['Xeon E5-2620 v4', 'Xeon E5-2650 v4', 'Xeon E5-2680 v4', 'Xeon E5-2697 v4'], mem: 'DDR4', memSpeed: 2400, memOptions: M4, chassis: [SFF8, '10x 2.5"'], raid: 'PERC H730 Mini', remote: 'iDRAC8 Enterprise', network: '4x 1GbE', psu: [2, 495], eur: 390, kg: 18.0, conditions: MID, cto: true }),
  hpe({ code: 'DL360-G9', model: 'ProLiant DL360 Gen9', generation: 'G9', form: '1U', sockets: 2, cpus: ['Xeon E5-2630 v3', 'Xeon E5-2640 v4', 'Xeon E5-2690 v4'], mem: 'DDR4', memSpeed: 2400, memOptions: M4, chassis: [SFF8, '10x 2.5"', '4x 3.5"'], raid: 'Smart Array P440ar', remote: 'iLO 4 Advanced', network: '4x 1GbE', psu: [2, 500], eur: 360, kg: 15.6, conditions: MID, cto: true }),
  dell({ code: 'R740XD', model: 'PowerEdge R740xd', generation: 'G14', form: '2U', sockets: 2, cpus: ['Xeon Silver 4116', 'Xeon Gold 6140', 'Xeon Gold 6252'], mem: 'DDR4', memSpeed: 2933, memOptions: M4, chassis: ['24x 2.5"', '12x 3.5"', '24x 2.5" NVMe'], raid: 'PERC H740P Mini', remote: 'iDRAC9 Enterprise', network: '4x 10GbE SFP+', psu: [2, 1100], eur: 1590, kg: 33.1, conditions: RECENT, cto: true }),
  hpe({ code: 'ML350-G10', model: 'ProLiant ML350 Gen10', generation: 'G10', form: 'Tower', sockets: 2, cpus: ['Xeon Silver 4110', 'Xeon Gold 5118', 'Xeon Gold 6230'], mem: 'DDR4', memSpeed: 2933, memOptions: M4, chassis: [SFF8, '8x 3.5"'], raid: 'Smart Array P408i-a', remote: 'iLO 5 Standard', network: '4x 1GbE', psu: [2, 800], eur: 1050, kg: 34.0, conditions: RECENT, cto: true }),
  dell({ code: 'R730XD', model: 'PowerEdge R730xd', generation: 'G13', form: '2U', sockets: 2, cpus: ['Xeon E5-2630 v4', 'Xeon E5-2660 v4', 'Xeon E5-2697 v4'], mem: 'DDR4', memSpeed: 2400, memOptions: M4, chassis: ['24x 2.5"', '12x 3.5"'], raid: 'PERC H730P Mini', remote: 'iDRAC8 Enterprise', network: '2x 10GbE SFP+ + 2x 1GbE', psu: [2, 1100], eur: 640, kg: 32.5, conditions: MID, cto: true }),
  hpe({ code: 'DL385-G10', model: 'ProLiant DL385 Gen10', generation: 'G10', form: '2U', sockets: 2, cpus: ['EPYC 7251', 'EPYC 7351', 'EPYC 7551'], mem: 'DDR4', memSpeed: 2666, memOptions: M4, chassis: [SFF8, '24x 2.5"'], raid: 'Smart Array P408i-a', remote: 'iLO 5 Advanced', network: '4x 1GbE', psu: [2, 800], eur: 1190, kg: 26.8, conditions: RECENT , cto: true }),
  dell({ code: 'T640', model: 'PowerEdge T640', generation: 'G14', form: 'Tower', sockets: 2, cpus: ['Xeon Silver 4110', 'Xeon Silver 4210', 'Xeon Gold 6230'], mem: 'DDR4', memSpeed: 2933, memOptions: M4, chassis: ['8x 3.5"', '18x 3.5"', '32x 2.5"'], raid: 'PERC H730P Adapter', remote: 'iDRAC9 Express', network: '2x 10GbE', psu: [2, 1100], eur: 1390, kg: 42.0, conditions: RECENT, cto: true }),
  hpe({ code: 'ML350-G9', model: 'ProLiant ML350 Gen9', generation: 'G9', form: 'Tower', sockets: 2, cpus: ['Xeon E5-2620 v3', 'Xeon E5-2630 v4', 'Xeon E5-2660 v4'], mem: 'DDR4', memSpeed: 2400, memOptions: M4, chassis: [SFF8, '8x 3.5"'], raid: 'Smart Array P440ar', remote: 'iLO 4 Standard', network: '4x 1GbE', psu: [2, 800], eur: 490, kg: 36.0, conditions: MID , cto: true }),
  dell({ code: 'R750', model: 'PowerEdge R750', generation: 'G15', form: '2U', sockets: 2, cpus: ['Xeon Silver 4314', 'Xeon Gold 6330', 'Xeon Platinum 8358'], mem: 'DDR4', memSpeed: 3200, memOptions: [128, 256, 512], chassis: ['16x 2.5"', '24x 2.5" NVMe', '12x 3.5"'], raid: 'PERC H755', remote: 'iDRAC9 Enterprise', network: '2x 25GbE SFP28', psu: [2, 1400], eur: 3290, kg: 29.5, conditions: CURRENT, cto: true }),
  dell({ code: 'R650', model: 'PowerEdge R650', generation: 'G15', form: '1U', sockets: 2, cpus: ['Xeon Silver 4310', 'Xeon Gold 5318Y', 'Xeon Gold 6338'], mem: 'DDR4', memSpeed: 3200, memOptions: [64, 128, 256], chassis: [SFF8, '10x 2.5"'], raid: 'PERC H755', remote: 'iDRAC9 Enterprise', network: '2x 25GbE SFP28', psu: [2, 1100], eur: 2790, kg: 19.8, conditions: CURRENT, cto: true }),
  dell({ code: 'R440', model: 'PowerEdge R440', generation: 'G14', form: '1U', sockets: 2, cpus: ['Xeon Silver 4110', 'Xeon Silver 4210', 'Xeon Gold 5118'], mem: 'DDR4', memSpeed: 2666, memOptions: [32, 64, 128, 256], chassis: ['4x 3.5"', SFF8], raid: 'PERC H330 Mini', remote: 'iDRAC9 Express', network: '2x 1GbE', psu: [2, 550], eur: 690, kg: 17.2, conditions: RECENT , cto: true }),
  dell({ code: 'R7425', model: 'PowerEdge R7425', generation: 'G14', form: '2U', sockets: 2, cpus: ['EPYC 7351', 'EPYC 7551', 'EPYC 7601'], mem: 'DDR4', memSpeed: 2666, memOptions: M4, chassis: ['24x 2.5"', '12x 3.5"'], raid: 'PERC H730P Mini', remote: 'iDRAC9 Enterprise', network: '2x 10GbE SFP+', psu: [2, 1100], eur: 1390, kg: 30.0, conditions: RECENT , cto: true }),
  dell({ code: 'T630', model: 'PowerEdge T630', generation: 'G13', form: 'Tower', sockets: 2, cpus: ['Xeon E5-2620 v3', 'Xeon E5-2640 v4', 'Xeon E5-2680 v4'], mem: 'DDR4', memSpeed: 2400, memOptions: M4, chassis: ['8x 3.5"', '18x 3.5"'], raid: 'PERC H730 Adapter', remote: 'iDRAC8 Express', network: '2x 1GbE', psu: [2, 1100], eur: 590, kg: 40.0, conditions: MID, cto: true }),
  dell({ code: 'R720', model: 'PowerEdge R720', generation: 'G12', form: '2U', sockets: 2, cpus: ['Xeon E5-2620 v2', 'Xeon E5-2650 v2', 'Xeon E5-2697 v2'], mem: 'DDR3', memSpeed: 1600, memOptions: M3, chassis: [SFF8, '16x 2.5"', '8x 3.5"'], raid: 'PERC H710 Mini', remote: 'iDRAC7 Enterprise', network: '4x 1GbE', psu: [2, 750], eur: 290, kg: 27.0, conditions: OLD , cto: true }),
  hpe({ code: 'DL380P-G8', model: 'ProLiant DL380p Gen8', generation: 'G8', form: '2U', sockets: 2, cpus: ['Xeon E5-2620 v2', 'Xeon E5-2670 v2', 'Xeon E5-2697 v2'], mem: 'DDR3', memSpeed: 1600, memOptions: M3, chassis: [SFF8, '25x 2.5"', '12x 3.5"'], raid: 'Smart Array P420i', remote: 'iLO 4 Standard', network: '4x 1GbE', psu: [2, 750], eur: 270, kg: 26.5, conditions: OLD , cto: true }),
  dell({ code: 'R620', model: 'PowerEdge R620', generation: 'G12', form: '1U', sockets: 2, cpus: ['Xeon E5-2620 v2', 'Xeon E5-2650 v2', 'Xeon E5-2680 v2'], mem: 'DDR3', memSpeed: 1600, memOptions: M3, chassis: [SFF8, '10x 2.5"', '4x 3.5"'], raid: 'PERC H710 Mini', remote: 'iDRAC7 Enterprise', network: '4x 1GbE', psu: [2, 495], eur: 240, kg: 17.5, conditions: OLD }),
  hpe({ code: 'DL360P-G8', model: 'ProLiant DL360p Gen8', generation: 'G8', form: '1U', sockets: 2, cpus: ['Xeon E5-2620 v2', 'Xeon E5-2650 v2', 'Xeon E5-2680 v2'], mem: 'DDR3', memSpeed: 1600, memOptions: M3, chassis: [SFF8, '4x 3.5"'], raid: 'Smart Array P420i', remote: 'iLO 4 Standard', network: '4x 1GbE', psu: [2, 460], eur: 220, kg: 15.0, conditions: OLD }),
  dell({ code: 'R720XD', model: 'PowerEdge R720xd', generation: 'G12', form: '2U', sockets: 2, cpus: ['Xeon E5-2620 v2', 'Xeon E5-2650 v2', 'Xeon E5-2680 v2'], mem: 'DDR3', memSpeed: 1600, memOptions: M3, chassis: ['24x 2.5"', '12x 3.5"'], raid: 'PERC H710P Mini', remote: 'iDRAC7 Enterprise', network: '4x 1GbE', psu: [2, 750], eur: 390, kg: 30.0, conditions: OLD }),
  hpe({ code: 'ML350P-G8', model: 'ProLiant ML350p Gen8', generation: 'G8', form: 'Tower', sockets: 2, cpus: ['Xeon E5-2620 v2', 'Xeon E5-2650 v2'], mem: 'DDR3', memSpeed: 1600, memOptions: M3, chassis: [SFF8, '8x 3.5"'], raid: 'Smart Array P420i', remote: 'iLO 4 Standard', network: '4x 1GbE', psu: [2, 750], eur: 320, kg: 34.0, conditions: OLD }),
  dell({ code: 'T620', model: 'PowerEdge T620', generation: 'G12', form: 'Tower', sockets: 2, cpus: ['Xeon E5-2620 v2', 'Xeon E5-2650 v2'], mem: 'DDR3', memSpeed: 1600, memOptions: M3, chassis: ['8x 3.5"', '16x 2.5"'], raid: 'PERC H710 Adapter', remote: 'iDRAC7 Express', network: '2x 1GbE', psu: [2, 1100], eur: 350, kg: 38.0, conditions: OLD }),
  dell({ code: 'R710', model: 'PowerEdge R710', generation: 'G11', form: '2U', sockets: 2, cpus: ['Xeon E5645', 'Xeon X5650', 'Xeon X5690'], mem: 'DDR3', memSpeed: 1333, memOptions: [32, 64, 128], chassis: [SFF8, '6x 3.5"'], raid: 'PERC H700', remote: 'iDRAC6 Enterprise', network: '4x 1GbE', psu: [2, 870], eur: 190, kg: 26.0, conditions: OLD }),
  hpe({ code: 'DL380-G7', model: 'ProLiant DL380 G7', generation: 'G7', form: '2U', sockets: 2, cpus: ['Xeon E5645', 'Xeon X5650', 'Xeon X5690'], mem: 'DDR3', memSpeed: 1333, memOptions: [32, 64, 128], chassis: [SFF8, '16x 2.5"'], raid: 'Smart Array P410i', remote: 'iLO 3', network: '4x 1GbE', psu: [2, 750], eur: 170, kg: 25.0, conditions: OLD }),
  dell({ code: 'R610', model: 'PowerEdge R610', generation: 'G11', form: '1U', sockets: 2, cpus: ['Xeon E5645', 'Xeon X5650', 'Xeon X5670'], mem: 'DDR3', memSpeed: 1333, memOptions: [32, 64, 96], chassis: ['6x 2.5"'], raid: 'PERC H700', remote: 'iDRAC6 Enterprise', network: '4x 1GbE', psu: [2, 717], eur: 160, kg: 17.0, conditions: OLD }),
  hpe({ code: 'DL360-G7', model: 'ProLiant DL360 G7', generation: 'G7', form: '1U', sockets: 2, cpus: ['Xeon E5645', 'Xeon X5650', 'Xeon X5690'], mem: 'DDR3', memSpeed: 1333, memOptions: [32, 64, 96], chassis: [SFF8], raid: 'Smart Array P410i', remote: 'iLO 3', network: '4x 1GbE', psu: [2, 460], eur: 150, kg: 15.5, conditions: OLD }),
  dell({ code: 'T610', model: 'PowerEdge T610', generation: 'G11', form: 'Tower', sockets: 2, cpus: ['Xeon E5645', 'Xeon X5650'], mem: 'DDR3', memSpeed: 1333, memOptions: [32, 64, 96], chassis: ['8x 3.5"'], raid: 'PERC H700', remote: 'iDRAC6 Express', network: '2x 1GbE', psu: [2, 870], eur: 210, kg: 36.0, conditions: OLD }),
  hpe({ code: 'DL380-G6', model: 'ProLiant DL380 G6', generation: 'G6', form: '2U', sockets: 2, cpus: ['Xeon E5520', 'Xeon X5550', 'Xeon X5570'], mem: 'DDR3', memSpeed: 1333, memOptions: [24, 48, 96], chassis: [SFF8, '16x 2.5"'], raid: 'Smart Array P410i', remote: 'iLO 2', network: '4x 1GbE', psu: [2, 750], eur: 130, kg: 24.0, conditions: OLD }),
  hpe({ code: 'DL360-G6', model: 'ProLiant DL360 G6', generation: 'G6', form: '1U', sockets: 2, cpus: ['Xeon E5520', 'Xeon X5550', 'Xeon X5570'], mem: 'DDR3', memSpeed: 1333, memOptions: [24, 48, 96], chassis: [SFF8], raid: 'Smart Array P410i', remote: 'iLO 2', network: '2x 1GbE', psu: [2, 460], eur: 110, kg: 14.5, conditions: OLD }),
  hpe({ code: 'ML350-G6', model: 'ProLiant ML350 G6', generation: 'G6', form: 'Tower', sockets: 2, cpus: ['Xeon E5520', 'Xeon X5550'], mem: 'DDR3', memSpeed: 1333, memOptions: [24, 48, 96], chassis: [SFF8, '6x 3.5"'], raid: 'Smart Array P410i', remote: 'iLO 2', network: '2x 1GbE', psu: [2, 750], eur: 150, kg: 33.0, conditions: OLD }),
  dell({ code: '2950', model: 'PowerEdge 2950 III', generation: 'G10', form: '2U', sockets: 2, cpus: ['Xeon E5430', 'Xeon X5460'], mem: 'DDR2', memSpeed: 667, memOptions: [16, 32], chassis: ['6x 3.5"', SFF8], raid: 'PERC 6/i', remote: 'DRAC 5', network: '2x 1GbE', psu: [2, 750], eur: 95, kg: 25.0, conditions: OLD }),
  dell({ code: '1950', model: 'PowerEdge 1950 III', generation: 'G10', form: '1U', sockets: 2, cpus: ['Xeon E5430', 'Xeon X5460'], mem: 'DDR2', memSpeed: 667, memOptions: [8, 16, 32], chassis: ['2x 3.5"', '4x 2.5"'], raid: 'PERC 6/i', remote: 'DRAC 5', network: '2x 1GbE', psu: [2, 670], eur: 79, kg: 17.0, conditions: OLD }),
];
