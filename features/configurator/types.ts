/** Shapes of the configurator (spec §3 Configurator), shared by the pure model, the server and the UI. */

export const CATEGORY = {
  cpu: 280,
  ram: 282,
  raid: 284,
  backplane: 291,
  gpu: 294,
  gpuKit: 370,
  bays: 401,
  warranty: 402,
  license: 403,
} as const;

/** Spec §4: 'the disk categories' — SATA/SAS/NVMe SSDs and SATA/SAS HDDs. */
export const DISK_CATEGORIES = [409, 410, 412, 413, 414, 415, 547, 531, 532] as const;

export type DriveInterface = 'SATA' | 'SAS' | 'NVMe';
export type DriveForm = '2.5"' | '3.5"' | 'M.2' | 'U.2' | 'U.3' | 'PCIe';
export type BayForm = '2.5"' | '3.5"';

/** What the compatibility rules need to know about a part (derived from its product specs). */
export type PartFacts =
  | { kind: 'cpu'; socket: string; tdp: number }
  | { kind: 'memory'; type: string; module: string; speed: number; sizeGb: number }
  | { kind: 'drive'; iface: DriveInterface; form: DriveForm; watts: number }
  | { kind: 'controller'; protocols: DriveInterface[]; raid: boolean }
  | { kind: 'backplane'; form: BayForm; bays: number; nvme: boolean }
  | { kind: 'gpu'; watts: number; slots: number }
  | { kind: 'psu'; watts: number }
  | { kind: 'other' };

/** Facts of a configurable chassis that the rules check against. */
export interface Platform {
  cpuSocket: string;
  cpuSockets: number;
  memoryType: string;
  /** Module kinds the board takes (RDIMM, LRDIMM, UDIMM). */
  memoryKinds: string[];
  memorySpeedMin: number;
  memorySpeedMax: number;
  /** All DIMM slots; with fewer CPUs than sockets only their share is usable. */
  dimmSlots: number;
  /** Drive bays of the included backplane, per form factor; nvme = bays that also take U.2/U.3. */
  bays: { sff: number; lff: number; nvme: number };
  /** M.2 boot slots (BOSS / onboard). */
  m2Slots: number;
  pcieSlots: number;
  /** Maximum number of GPUs the chassis can cool and cable. */
  gpuMax: number;
  /** Capacity of one power supply in the included (redundant) pair. */
  psuWatts: number;
  /** Draw of board, fans and management before CPUs, memory, drives and cards. */
  baseWatts: number;
}

/** Option value of spec §3 (prices in cents excluding VAT). */
export interface OptionValue {
  /** The value's id (spec: value). */
  value: number;
  productId: number | null;
  isProduct: boolean;
  name: string;
  article: string;
  sku: string;
  path: string | null;
  state: string | null;
  /** Unit price in cents excl. VAT. */
  price: number;
  /** Part of the price already in the product's base price (isBase × baseQuantity × price). */
  priceBase: number;
  isDefault: boolean;
  isBase: boolean;
  /** Pre-installed in the chassis (base items). */
  installed: boolean;
  baseQuantity: number;
  /** 0 = no maximum. */
  maxQuantity: number;
  /** Stock of the part (spec: quantity); live stock events update it. */
  quantity: number;
  visible: boolean;
  hardDiskRecalculate: boolean;
  /** Display price text ('+ € 120,00' or 'Inbegrepen'). */
  textPrice: string;
  facts: PartFacts;
}

/** Option group of spec §3. */
export interface OptionGroup {
  partId: string;
  label: string;
  sort: number;
  disabled: boolean;
  maxQuantity: number;
  priceBase: number;
  categoryId: number | null;
  hardDiskRecalculate: boolean;
  quantityMinCategory: number | null;
  values: OptionValue[];
}

export interface WarrantyOption {
  id: number;
  article: string;
  name: string;
  priceOption: number;
  sort: number;
}

export interface WarrantyDelivery {
  id: string;
  label: string;
  price: number;
}

export interface Tray {
  form: BayForm;
  /** Trays that come with the chassis; every further drive of this form needs one. */
  included: number;
  productId: number | null;
  name: string;
  price: number;
}

/** The configurable product as the configurator reads it (spec §3 response: data with options, …). */
export interface ConfiguratorData {
  data: {
    id: number;
    name: string;
    path: string;
    article: string;
    sku: string;
    image: string | null;
    /** Base price in cents excl. VAT (includes the base items). */
    price: number;
    quantity: number;
    family: string | null;
    generation: string | null;
    options: OptionGroup[];
  };
  trays: Tray[];
  service: string[];
  warranty_options: { label: string; values: WarrantyOption[] };
  configurator: { platform: Platform; vatRate: number };
  warranty_delivery: WarrantyDelivery[];
}

export interface SelectedOption {
  value: number | null;
  quantity: number;
  installed: boolean;
}

export interface ConfigState {
  selected: Record<string, SelectedOption>;
  warrantyId: number | null;
  warrantyDeliveryId: string | null;
  /** Live stock per product id (overrides the loaded quantities). */
  stock: Record<number, number>;
  /** Spec §4: each popup shows once. */
  popups: { caddy: boolean; raid: boolean };
}
