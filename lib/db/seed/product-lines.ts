/** Every product line, grouped per category, with the category's share of a generated catalogue. */
import type { ProductLine } from './types';
import { BACKPLANE_LINES, CONTROLLER_LINES, TRAY_LINES } from './lines/controllers';
import { CPU_LINES } from './lines/cpus';
import { DRIVE_LINES } from './lines/drives';
import { GPU_KIT_LINES, GPU_LINES } from './lines/gpus';
import { LAPTOP_LINES } from './lines/laptops';
import { MEMORY_LINES } from './lines/memory';
import { NETWORK_LINES } from './lines/network';
import { SERVER_LINES } from './lines/servers';
import { LICENCE_LINES, WARRANTY_LINES } from './lines/services';
import { STORAGE_SYSTEM_LINES } from './lines/storage-systems';
import { WORKSTATION_LINES } from './lines/workstations';

export interface CategoryLines {
  categoryId: number;
  /** Relative share of products in this category. */
  weight: number;
  lines: readonly ProductLine[];
}

const drives = (categoryId: number) => DRIVE_LINES.filter((l) => l.categoryId === categoryId);

export const CATEGORY_LINES: readonly CategoryLines[] = [
  { categoryId: 116, weight: 90, lines: SERVER_LINES },
  { categoryId: 233, weight: 24, lines: WORKSTATION_LINES },
  { categoryId: 267, weight: 26, lines: LAPTOP_LINES },
  { categoryId: 282, weight: 42, lines: MEMORY_LINES },
  { categoryId: 280, weight: 30, lines: CPU_LINES },
  { categoryId: 214, weight: 8, lines: STORAGE_SYSTEM_LINES },
  { categoryId: 409, weight: 12, lines: drives(409) },
  { categoryId: 410, weight: 8, lines: drives(410) },
  { categoryId: 412, weight: 10, lines: drives(412) },
  { categoryId: 413, weight: 10, lines: drives(413) },
  { categoryId: 414, weight: 9, lines: drives(414) },
  { categoryId: 415, weight: 7, lines: drives(415) },
  { categoryId: 547, weight: 7, lines: drives(547) },
  { categoryId: 531, weight: 12, lines: drives(531) },
  { categoryId: 532, weight: 14, lines: drives(532) },
  { categoryId: 284, weight: 15, lines: CONTROLLER_LINES },
  { categoryId: 291, weight: 8, lines: BACKPLANE_LINES },
  { categoryId: 294, weight: 14, lines: GPU_LINES },
  { categoryId: 370, weight: 7, lines: GPU_KIT_LINES },
  { categoryId: 401, weight: 10, lines: TRAY_LINES },
  { categoryId: 402, weight: 11, lines: WARRANTY_LINES },
  { categoryId: 403, weight: 11, lines: LICENCE_LINES },
  { categoryId: 600, weight: 16, lines: NETWORK_LINES },
];
