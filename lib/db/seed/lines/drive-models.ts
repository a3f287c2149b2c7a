/** SSD and HDD models per storage category: public specifications, our own price estimates. */

export type DriveIface = 'SATA' | 'SAS' | 'NVMe';
export type DriveForm = '2.5"' | '3.5"' | 'M.2' | 'U.2' | 'U.3' | 'PCIe';

export interface DriveModel {
  code: string;
  categoryId: number;
  brand: string;
  model: string;
  iface: DriveIface;
  form: DriveForm;
  /** Bus text and its speed in bit/s. */
  bus: [text: string, bitsPerSecond: number];
  capacities: number[];
  /** Refurbished price: base euro + euro per TB. */
  eur: [base: number, perTb: number];
  conditions: readonly [number, number, number];
  /** Sequential read/write in MB/s (SSD) or sustained rate (HDD). */
  rw: [read: number, write: number];
  watt: number;
  endurance?: string;
  rpm?: number;
  cacheMb?: number;
  /** M.2 length code ('2280', '22110') or HHHL for add-in cards. */
  size?: string;
}

const SATA6: [string, number] = ['SATA 6 Gb/s', 6e9];
const SAS12: [string, number] = ['SAS 12 Gb/s', 12e9];
const G3X4: [string, number] = ['PCIe 3.0 x4', 32e9];
const G4X4: [string, number] = ['PCIe 4.0 x4', 64e9];
const G3X8: [string, number] = ['PCIe 3.0 x8', 64e9];
const REFURB = [3, 6, 2] as const;
const NEWISH = [6, 3, 1] as const;
const ONLY_NEW = [1, 0, 0] as const;
const HDD = [2, 5, 4] as const;

// prettier-ignore
export const DRIVE_MODELS: readonly DriveModel[] = [
  // SATA SSD 2.5" (409)
  { code: 'SAM-PM883', categoryId: 409, brand: 'Samsung', model: 'PM883', iface: 'SATA', form: '2.5"', bus: SATA6, capacities: [960, 480, 1920, 240, 3840], eur: [12, 85], conditions: REFURB, rw: [550, 520], watt: 4, endurance: '1.3 DWPD' },
  { code: 'INT-S4510', categoryId: 409, brand: 'Intel', model: 'D3-S4510', iface: 'SATA', form: '2.5"', bus: SATA6, capacities: [480, 960, 1920, 240, 3840], eur: [12, 80], conditions: REFURB, rw: [560, 510], watt: 4.3, endurance: '2 DWPD' },
  { code: 'MIC-5300P', categoryId: 409, brand: 'Micron', model: '5300 PRO', iface: 'SATA', form: '2.5"', bus: SATA6, capacities: [1920, 960, 3840, 480, 7680], eur: [12, 82], conditions: REFURB, rw: [540, 520], watt: 3.5, endurance: '1.5 DWPD' },
  { code: 'SAM-PM893', categoryId: 409, brand: 'Samsung', model: 'PM893', iface: 'SATA', form: '2.5"', bus: SATA6, capacities: [960, 1920, 3840, 480, 7680], eur: [15, 95], conditions: NEWISH, rw: [560, 530], watt: 3, endurance: '1.3 DWPD' },
  { code: 'KIN-DC600M', categoryId: 409, brand: 'Kingston', model: 'DC600M', iface: 'SATA', form: '2.5"', bus: SATA6, capacities: [1920, 960, 3840, 480, 7680], eur: [20, 100], conditions: ONLY_NEW, rw: [560, 530], watt: 2.9, endurance: '1 DWPD' },
  { code: 'INT-S4610', categoryId: 409, brand: 'Intel', model: 'D3-S4610', iface: 'SATA', form: '2.5"', bus: SATA6, capacities: [960, 480, 1920, 240, 3840], eur: [15, 110], conditions: REFURB, rw: [560, 510], watt: 4.3, endurance: '3 DWPD' },
  // SATA M.2 SSD (410)
  { code: 'MIC-5300P-M2', categoryId: 410, brand: 'Micron', model: '5300 PRO M.2', iface: 'SATA', form: 'M.2', bus: SATA6, capacities: [480, 240, 960, 1920], eur: [12, 100], conditions: REFURB, rw: [540, 410], watt: 3.3, endurance: '1.5 DWPD', size: '2280' },
  { code: 'INT-S4510-M2', categoryId: 410, brand: 'Intel', model: 'D3-S4510 M.2', iface: 'SATA', form: 'M.2', bus: SATA6, capacities: [240, 480, 960], eur: [12, 95], conditions: REFURB, rw: [560, 510], watt: 3.5, endurance: '2 DWPD', size: '2280' },
  { code: 'DELL-BOSS-M2', categoryId: 410, brand: 'Dell', model: 'M.2 SATA boot SSD (BOSS)', iface: 'SATA', form: 'M.2', bus: SATA6, capacities: [240, 480], eur: [20, 120], conditions: REFURB, rw: [540, 450], watt: 3.3, endurance: '1 DWPD', size: '2280' },
  { code: 'SAM-PM871B', categoryId: 410, brand: 'Samsung', model: 'PM871b M.2', iface: 'SATA', form: 'M.2', bus: SATA6, capacities: [256, 512, 128], eur: [8, 70], conditions: [2, 8, 0], rw: [540, 520], watt: 2.5, size: '2280' },
  // SAS SSD (412)
  { code: 'SAM-PM1643A', categoryId: 412, brand: 'Samsung', model: 'PM1643a', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [1920, 960, 3840, 7680, 15360], eur: [20, 130], conditions: REFURB, rw: [2100, 2000], watt: 9, endurance: '1 DWPD' },
  { code: 'HGST-SS300', categoryId: 412, brand: 'HGST', model: 'Ultrastar SS300', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [800, 1600, 400, 3200], eur: [20, 150], conditions: REFURB, rw: [2150, 2100], watt: 11, endurance: '3 DWPD' },
  { code: 'SEA-NYTRO3332', categoryId: 412, brand: 'Seagate', model: 'Nytro 3332', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [3840, 1920, 960, 7680], eur: [20, 125], conditions: REFURB, rw: [2150, 1950], watt: 10, endurance: '1 DWPD' },
  { code: 'DELL-SAS-SSD', categoryId: 412, brand: 'Dell', model: 'SAS 12G Read Intensive SSD', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [1920, 960, 3840], eur: [30, 150], conditions: REFURB, rw: [2100, 1800], watt: 9, endurance: '1 DWPD' },
  { code: 'HPE-SAS-SSD', categoryId: 412, brand: 'HPE', model: 'SAS 12G Mixed Use SSD', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [1600, 800, 3200], eur: [30, 170], conditions: REFURB, rw: [2100, 1900], watt: 9, endurance: '3 DWPD' },
  // NVMe M.2 SSD (413)
  { code: 'SAM-PM983-M2', categoryId: 413, brand: 'Samsung', model: 'PM983 M.2', iface: 'NVMe', form: 'M.2', bus: G3X4, capacities: [1920, 960, 3840], eur: [15, 95], conditions: REFURB, rw: [3000, 1400], watt: 8.7, endurance: '1.3 DWPD', size: '22110' },
  { code: 'MIC-7450P-M2', categoryId: 413, brand: 'Micron', model: '7450 PRO M.2', iface: 'NVMe', form: 'M.2', bus: G4X4, capacities: [960, 1920, 480, 3840], eur: [20, 110], conditions: NEWISH, rw: [5000, 2500], watt: 8.25, endurance: '1 DWPD', size: '22110' },
  { code: 'SAM-PM9A1', categoryId: 413, brand: 'Samsung', model: 'PM9A1', iface: 'NVMe', form: 'M.2', bus: G4X4, capacities: [512, 1000, 256, 2000], eur: [10, 80], conditions: [5, 5, 0], rw: [7000, 5200], watt: 6.1, size: '2280' },
  { code: 'KIN-DC1000B', categoryId: 413, brand: 'Kingston', model: 'DC1000B', iface: 'NVMe', form: 'M.2', bus: G3X4, capacities: [240, 480, 960], eur: [20, 120], conditions: ONLY_NEW, rw: [2200, 290], watt: 5.7, endurance: '0.5 DWPD', size: '2280' },
  { code: 'WD-SN850X', categoryId: 413, brand: 'WD', model: 'Black SN850X', iface: 'NVMe', form: 'M.2', bus: G4X4, capacities: [1000, 2000, 4000], eur: [10, 75], conditions: ONLY_NEW, rw: [7300, 6600], watt: 7, size: '2280' },
  // NVMe U.2 SSD (414)
  { code: 'INT-P4510', categoryId: 414, brand: 'Intel', model: 'DC P4510', iface: 'NVMe', form: 'U.2', bus: G3X4, capacities: [2000, 1000, 4000, 8000], eur: [20, 95], conditions: REFURB, rw: [3200, 3000], watt: 16, endurance: '1 DWPD' },
  { code: 'SAM-PM9A3', categoryId: 414, brand: 'Samsung', model: 'PM9A3 U.2', iface: 'NVMe', form: 'U.2', bus: G4X4, capacities: [1920, 3840, 960, 7680], eur: [25, 110], conditions: NEWISH, rw: [6900, 4100], watt: 13.5, endurance: '1 DWPD' },
  { code: 'INT-P4610', categoryId: 414, brand: 'Intel', model: 'DC P4610', iface: 'NVMe', form: 'U.2', bus: G3X4, capacities: [3200, 1600, 6400], eur: [20, 120], conditions: REFURB, rw: [3200, 3200], watt: 16, endurance: '3 DWPD' },
  { code: 'SAM-PM983-U2', categoryId: 414, brand: 'Samsung', model: 'PM983 U.2', iface: 'NVMe', form: 'U.2', bus: G3X4, capacities: [3840, 1920, 960, 7680], eur: [20, 90], conditions: REFURB, rw: [3200, 2000], watt: 12, endurance: '1.3 DWPD' },
  { code: 'MIC-9300P', categoryId: 414, brand: 'Micron', model: '9300 PRO', iface: 'NVMe', form: 'U.2', bus: G3X4, capacities: [7680, 3840, 15360], eur: [30, 95], conditions: REFURB, rw: [3500, 3500], watt: 14, endurance: '1 DWPD' },
  { code: 'INT-P5510', categoryId: 414, brand: 'Intel', model: 'D7-P5510', iface: 'NVMe', form: 'U.2', bus: G4X4, capacities: [3840, 7680], eur: [30, 115], conditions: NEWISH, rw: [7000, 4200], watt: 18, endurance: '1 DWPD' },
  // NVMe PCIe add-in SSD (415)
  { code: 'INT-P3700', categoryId: 415, brand: 'Intel', model: 'DC P3700 HHHL', iface: 'NVMe', form: 'PCIe', bus: G3X4, capacities: [800, 400, 1600, 2000], eur: [30, 140], conditions: REFURB, rw: [2800, 1900], watt: 25, endurance: '10 DWPD', size: 'HHHL' },
  { code: 'INT-P4800X', categoryId: 415, brand: 'Intel', model: 'Optane DC P4800X HHHL', iface: 'NVMe', form: 'PCIe', bus: G3X4, capacities: [375, 750, 1500], eur: [40, 900], conditions: REFURB, rw: [2500, 2200], watt: 18, endurance: '30 DWPD', size: 'HHHL' },
  { code: 'SAM-PM1725B', categoryId: 415, brand: 'Samsung', model: 'PM1725b HHHL', iface: 'NVMe', form: 'PCIe', bus: G3X8, capacities: [3200, 6400], eur: [40, 120], conditions: REFURB, rw: [6300, 3300], watt: 23, endurance: '3 DWPD', size: 'HHHL' },
  { code: 'INT-P4618', categoryId: 415, brand: 'Intel', model: 'DC P4618 HHHL', iface: 'NVMe', form: 'PCIe', bus: G3X8, capacities: [6400], eur: [60, 110], conditions: REFURB, rw: [6650, 5350], watt: 35, endurance: '3 DWPD', size: 'HHHL' },
  // NVMe U.3 SSD (547)
  { code: 'KIO-CD6R', categoryId: 547, brand: 'Kioxia', model: 'CD6-R', iface: 'NVMe', form: 'U.3', bus: G4X4, capacities: [3840, 1920, 7680, 960, 15360], eur: [25, 105], conditions: NEWISH, rw: [6200, 2350], watt: 13, endurance: '1 DWPD' },
  { code: 'MIC-7450P-U3', categoryId: 547, brand: 'Micron', model: '7450 PRO U.3', iface: 'NVMe', form: 'U.3', bus: G4X4, capacities: [1920, 3840, 960, 7680, 15360], eur: [25, 100], conditions: NEWISH, rw: [6800, 5300], watt: 14, endurance: '1 DWPD' },
  { code: 'KIO-CM6V', categoryId: 547, brand: 'Kioxia', model: 'CM6-V', iface: 'NVMe', form: 'U.3', bus: G4X4, capacities: [3200, 1600, 6400, 800, 12800], eur: [30, 140], conditions: NEWISH, rw: [6900, 4200], watt: 19, endurance: '3 DWPD' },
  { code: 'MIC-7450M-U3', categoryId: 547, brand: 'Micron', model: '7450 MAX U.3', iface: 'NVMe', form: 'U.3', bus: G4X4, capacities: [1600, 3200, 800, 6400, 12800], eur: [30, 125], conditions: NEWISH, rw: [6800, 5300], watt: 14, endurance: '3 DWPD' },
  // SATA HDD (531)
  { code: 'SEA-7E8-SATA', categoryId: 531, brand: 'Seagate', model: 'Exos 7E8', iface: 'SATA', form: '3.5"', bus: SATA6, capacities: [4000, 2000, 8000, 1000, 6000], eur: [22, 12], conditions: HDD, rw: [215, 215], watt: 8.3, rpm: 7200, cacheMb: 256 },
  { code: 'SEA-X18-SATA', categoryId: 531, brand: 'Seagate', model: 'Exos X18', iface: 'SATA', form: '3.5"', bus: SATA6, capacities: [16000, 18000, 12000, 10000, 14000], eur: [40, 13], conditions: HDD, rw: [270, 270], watt: 9.4, rpm: 7200, cacheMb: 256 },
  { code: 'WD-GOLD', categoryId: 531, brand: 'WD', model: 'Gold', iface: 'SATA', form: '3.5"', bus: SATA6, capacities: [8000, 4000, 12000, 2000, 16000, 20000], eur: [35, 19], conditions: ONLY_NEW, rw: [255, 255], watt: 7.7, rpm: 7200, cacheMb: 256 },
  { code: 'TOS-MG08-SATA', categoryId: 531, brand: 'Toshiba', model: 'MG08', iface: 'SATA', form: '3.5"', bus: SATA6, capacities: [14000, 16000, 8000, 10000, 12000], eur: [35, 13], conditions: HDD, rw: [262, 262], watt: 7.6, rpm: 7200, cacheMb: 512 },
  { code: 'WD-HC550-SATA', categoryId: 531, brand: 'WD', model: 'Ultrastar DC HC550', iface: 'SATA', form: '3.5"', bus: SATA6, capacities: [18000, 16000], eur: [40, 14], conditions: HDD, rw: [269, 269], watt: 7, rpm: 7200, cacheMb: 512 },
  { code: 'SEA-7E2000', categoryId: 531, brand: 'Seagate', model: 'Exos 7E2000', iface: 'SATA', form: '2.5"', bus: SATA6, capacities: [1000, 2000], eur: [25, 25], conditions: HDD, rw: [136, 136], watt: 4.5, rpm: 7200, cacheMb: 128 },
  // SAS HDD (532)
  { code: 'SEA-10E2400', categoryId: 532, brand: 'Seagate', model: 'Exos 10E2400', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [1200, 600, 1800, 2400], eur: [22, 35], conditions: HDD, rw: [270, 270], watt: 6.5, rpm: 10000, cacheMb: 256 },
  { code: 'DELL-SAS-10K', categoryId: 532, brand: 'Dell', model: 'SAS 12G 10K', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [1200, 600, 2400, 1800], eur: [28, 38], conditions: HDD, rw: [250, 250], watt: 6.5, rpm: 10000, cacheMb: 128 },
  { code: 'HPE-SAS-10K', categoryId: 532, brand: 'HPE', model: 'SAS 12G 10K SFF SC', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [1200, 600, 1800, 900, 2400], eur: [28, 40], conditions: HDD, rw: [250, 250], watt: 6.5, rpm: 10000, cacheMb: 128 },
  { code: 'SEA-15E900', categoryId: 532, brand: 'Seagate', model: 'Exos 15E900', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [600, 900, 300], eur: [18, 60], conditions: HDD, rw: [315, 315], watt: 7, rpm: 15000, cacheMb: 256 },
  { code: 'SEA-7E8-SAS', categoryId: 532, brand: 'Seagate', model: 'Exos 7E8 SAS', iface: 'SAS', form: '3.5"', bus: SAS12, capacities: [4000, 8000, 2000, 6000], eur: [25, 13], conditions: HDD, rw: [215, 215], watt: 8.5, rpm: 7200, cacheMb: 256 },
  { code: 'SEA-X18-SAS', categoryId: 532, brand: 'Seagate', model: 'Exos X18 SAS', iface: 'SAS', form: '3.5"', bus: SAS12, capacities: [18000, 16000, 12000, 14000], eur: [45, 14], conditions: HDD, rw: [270, 270], watt: 9.4, rpm: 7200, cacheMb: 256 },
  { code: 'HGST-C10K1800', categoryId: 532, brand: 'HGST', model: 'Ultrastar C10K1800', iface: 'SAS', form: '2.5"', bus: SAS12, capacities: [1200, 600, 1800, 900], eur: [20, 32], conditions: HDD, rw: [247, 247], watt: 6.7, rpm: 10000, cacheMb: 128 },
  { code: 'WD-HC550-SAS', categoryId: 532, brand: 'WD', model: 'Ultrastar DC HC550 SAS', iface: 'SAS', form: '3.5"', bus: SAS12, capacities: [16000, 18000], eur: [45, 15], conditions: HDD, rw: [269, 269], watt: 7.5, rpm: 7200, cacheMb: 512 },
  { code: 'HGST-7K6000', categoryId: 532, brand: 'HGST', model: 'Ultrastar 7K6000 SAS', iface: 'SAS', form: '3.5"', bus: SAS12, capacities: [4000, 2000, 6000], eur: [20, 12], conditions: HDD, rw: [227, 227], watt: 8.9, rpm: 7200, cacheMb: 128 },
];
