/**
 * Platform facts of the build-your-own models (sockets, DIMM slots, memory, slots, power), as the
 * vendors' technical guides give them. Drive bays come from the product's own chassis spec.
 */

export interface PlatformDef {
  /** Model name as it appears in the product name ('PowerEdge R740', 'Precision 5820 Tower'). */
  model: string;
  brand: 'dell' | 'hpe';
  kind: 'rack' | 'tower' | 'workstation';
  socket: string;
  sockets: number;
  mem: 'DDR3' | 'DDR4' | 'DDR5';
  kinds: string[];
  speed: [min: number, max: number];
  dimms: number;
  m2: number;
  pcie: number;
  gpuMax: number;
  psu: number;
  /** Bigger power supplies offered for the model. */
  psuUpgrades: number[];
  baseWatts: number;
  /** Generation token as the parts' compatibility texts write it ('G14', 'Gen10'). */
  gen: string;
  /** Workstations have no chassis spec: their bays. */
  bays?: { sff: number; lff: number };
}

const RL = ['RDIMM', 'LRDIMM'];
const d = (p: Omit<PlatformDef, 'brand'>): PlatformDef => ({ ...p, brand: 'dell' });
const h = (p: Omit<PlatformDef, 'brand'>): PlatformDef => ({ ...p, brand: 'hpe' });

// prettier-ignore
export const PLATFORMS: readonly PlatformDef[] = [
  d({ model: 'PowerEdge R740xd', kind: 'rack', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 8, gpuMax: 3, psu: 1100, psuUpgrades: [1600, 2000], baseWatts: 150, gen: 'G14' }),
  d({ model: 'PowerEdge R740', kind: 'rack', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 8, gpuMax: 3, psu: 750, psuUpgrades: [1100, 1600], baseWatts: 130, gen: 'G14' }),
  d({ model: 'PowerEdge R640', kind: 'rack', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 3, gpuMax: 1, psu: 750, psuUpgrades: [1100], baseWatts: 110, gen: 'G14' }),
  d({ model: 'PowerEdge R730xd', kind: 'rack', socket: 'LGA2011-3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2133, 2400], dimms: 24, m2: 0, pcie: 6, gpuMax: 2, psu: 1100, psuUpgrades: [1400], baseWatts: 140, gen: 'G13' }),
  d({ model: 'PowerEdge R730', kind: 'rack', socket: 'LGA2011-3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2133, 2400], dimms: 24, m2: 0, pcie: 7, gpuMax: 2, psu: 750, psuUpgrades: [1100, 1400], baseWatts: 130, gen: 'G13' }),
  d({ model: 'PowerEdge R630', kind: 'rack', socket: 'LGA2011-3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2133, 2400], dimms: 24, m2: 0, pcie: 3, gpuMax: 0, psu: 495, psuUpgrades: [750, 1100], baseWatts: 100, gen: 'G13' }),
  d({ model: 'PowerEdge T640', kind: 'tower', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 9, gpuMax: 4, psu: 1100, psuUpgrades: [1600, 2000], baseWatts: 150, gen: 'G14' }),
  d({ model: 'PowerEdge R750', kind: 'rack', socket: 'LGA4189', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2933, 3200], dimms: 32, m2: 2, pcie: 8, gpuMax: 3, psu: 1400, psuUpgrades: [2400], baseWatts: 160, gen: 'G15' }),
  d({ model: 'PowerEdge R650', kind: 'rack', socket: 'LGA4189', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2933, 3200], dimms: 32, m2: 2, pcie: 3, gpuMax: 1, psu: 1100, psuUpgrades: [1400], baseWatts: 130, gen: 'G15' }),
  d({ model: 'PowerEdge R440', kind: 'rack', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2666], dimms: 16, m2: 2, pcie: 2, gpuMax: 0, psu: 550, psuUpgrades: [750], baseWatts: 90, gen: 'G14' }),
  d({ model: 'PowerEdge R7425', kind: 'rack', socket: 'SP3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2666], dimms: 32, m2: 2, pcie: 8, gpuMax: 3, psu: 1100, psuUpgrades: [1600, 2000], baseWatts: 150, gen: 'G14' }),
  d({ model: 'PowerEdge T630', kind: 'tower', socket: 'LGA2011-3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2133, 2400], dimms: 24, m2: 0, pcie: 7, gpuMax: 4, psu: 1100, psuUpgrades: [1600], baseWatts: 150, gen: 'G13' }),
  d({ model: 'PowerEdge R720', kind: 'rack', socket: 'LGA2011', sockets: 2, mem: 'DDR3', kinds: RL, speed: [1333, 1866], dimms: 24, m2: 0, pcie: 7, gpuMax: 2, psu: 750, psuUpgrades: [1100], baseWatts: 130, gen: 'G12' }),
  h({ model: 'ProLiant DL380 Gen10', kind: 'rack', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 8, gpuMax: 3, psu: 800, psuUpgrades: [1600], baseWatts: 130, gen: 'Gen10' }),
  h({ model: 'ProLiant DL360 Gen10', kind: 'rack', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 3, gpuMax: 1, psu: 800, psuUpgrades: [1600], baseWatts: 110, gen: 'Gen10' }),
  h({ model: 'ProLiant ML350 Gen10', kind: 'tower', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 8, gpuMax: 4, psu: 800, psuUpgrades: [1600], baseWatts: 150, gen: 'Gen10' }),
  h({ model: 'ProLiant DL385 Gen10', kind: 'rack', socket: 'SP3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2666], dimms: 32, m2: 2, pcie: 8, gpuMax: 3, psu: 800, psuUpgrades: [1600], baseWatts: 140, gen: 'Gen10' }),
  h({ model: 'ProLiant DL380 Gen9', kind: 'rack', socket: 'LGA2011-3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2133, 2400], dimms: 24, m2: 0, pcie: 6, gpuMax: 2, psu: 800, psuUpgrades: [1400], baseWatts: 130, gen: 'Gen9' }),
  h({ model: 'ProLiant DL360 Gen9', kind: 'rack', socket: 'LGA2011-3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2133, 2400], dimms: 24, m2: 0, pcie: 3, gpuMax: 0, psu: 500, psuUpgrades: [800], baseWatts: 100, gen: 'Gen9' }),
  h({ model: 'ProLiant ML350 Gen9', kind: 'tower', socket: 'LGA2011-3', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2133, 2400], dimms: 24, m2: 0, pcie: 9, gpuMax: 2, psu: 800, psuUpgrades: [1400], baseWatts: 150, gen: 'Gen9' }),
  h({ model: 'ProLiant DL380p Gen8', kind: 'rack', socket: 'LGA2011', sockets: 2, mem: 'DDR3', kinds: RL, speed: [1333, 1866], dimms: 24, m2: 0, pcie: 6, gpuMax: 2, psu: 750, psuUpgrades: [1200], baseWatts: 130, gen: 'Gen8' }),
  d({ model: 'Precision 5820 Tower', kind: 'workstation', socket: 'LGA2066', sockets: 1, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 8, m2: 2, pcie: 5, gpuMax: 2, psu: 950, psuUpgrades: [], baseWatts: 80, gen: 'WS', bays: { sff: 2, lff: 3 } }),
  h({ model: 'Z4 G4', kind: 'workstation', socket: 'LGA2066', sockets: 1, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 8, m2: 2, pcie: 5, gpuMax: 2, psu: 750, psuUpgrades: [], baseWatts: 80, gen: 'WS', bays: { sff: 2, lff: 2 } }),
  d({ model: 'Precision 7820 Tower', kind: 'workstation', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 12, m2: 2, pcie: 6, gpuMax: 2, psu: 950, psuUpgrades: [], baseWatts: 90, gen: 'WS', bays: { sff: 2, lff: 4 } }),
  h({ model: 'Z6 G4', kind: 'workstation', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 12, m2: 2, pcie: 6, gpuMax: 3, psu: 1000, psuUpgrades: [], baseWatts: 90, gen: 'WS', bays: { sff: 2, lff: 4 } }),
  d({ model: 'Precision 7920 Tower', kind: 'workstation', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 7, gpuMax: 3, psu: 1400, psuUpgrades: [], baseWatts: 100, gen: 'WS', bays: { sff: 2, lff: 4 } }),
  h({ model: 'Z8 G4', kind: 'workstation', socket: 'LGA3647', sockets: 2, mem: 'DDR4', kinds: RL, speed: [2400, 2933], dimms: 24, m2: 2, pcie: 7, gpuMax: 3, psu: 1125, psuUpgrades: [], baseWatts: 100, gen: 'WS', bays: { sff: 2, lff: 4 } }),
  d({ model: 'Precision 3660 Tower', kind: 'workstation', socket: 'LGA1700', sockets: 1, mem: 'DDR5', kinds: ['UDIMM'], speed: [4400, 4800], dimms: 4, m2: 2, pcie: 4, gpuMax: 1, psu: 500, psuUpgrades: [], baseWatts: 60, gen: 'WS', bays: { sff: 2, lff: 2 } }),
  h({ model: 'Z2 G5 Tower', kind: 'workstation', socket: 'LGA1200', sockets: 1, mem: 'DDR4', kinds: ['UDIMM'], speed: [2666, 2933], dimms: 4, m2: 2, pcie: 4, gpuMax: 1, psu: 500, psuUpgrades: [], baseWatts: 60, gen: 'WS', bays: { sff: 2, lff: 2 } }),
];

/** Price in euro of a pair of hot-plug power supplies of this wattage (refurbished). */
export function psuPairEur(watts: number): number {
  return Math.round(watts * 0.11 + 9);
}
