/** Server processors: public specifications, our own refurbished price estimates (euro, excl. VAT). */

export interface CpuDef {
  vendor: 'Intel' | 'AMD';
  model: string;
  family: string;
  codename: string;
  cores: number;
  threads: number;
  /** Base and turbo clock in GHz. */
  base: number;
  turbo: number;
  tdp: number;
  cacheMb: number;
  socket: string;
  nm: number;
  /** Refurbished price per processor in euro. */
  eur: number;
}

type Row = [
  model: string,
  cores: number,
  base: number,
  turbo: number,
  tdp: number,
  cacheMb: number,
  eur: number,
];

function series(
  vendor: CpuDef['vendor'],
  family: string,
  codename: string,
  socket: string,
  nm: number,
  rows: Row[],
  smt = true,
): CpuDef[] {
  return rows.map(([model, cores, base, turbo, tdp, cacheMb, eur]) => ({
    vendor,
    model,
    family,
    codename,
    cores,
    threads: smt ? cores * 2 : cores,
    base,
    turbo,
    tdp,
    cacheMb,
    socket,
    nm,
    eur,
  }));
}

// prettier-ignore
export const CPUS: readonly CpuDef[] = [
  ...series('Intel', 'Xeon 5400', 'Harpertown', 'LGA771', 45, [
    ['Xeon E5430', 4, 2.66, 2.66, 80, 12, 6], ['Xeon X5460', 4, 3.16, 3.16, 120, 12, 9],
  ], false),
  ...series('Intel', 'Xeon 5500', 'Nehalem-EP', 'LGA1366', 45, [
    ['Xeon E5520', 4, 2.26, 2.53, 80, 8, 6], ['Xeon X5550', 4, 2.66, 3.06, 95, 8, 8], ['Xeon X5570', 4, 2.93, 3.33, 95, 8, 10],
  ]),
  ...series('Intel', 'Xeon 5600', 'Westmere-EP', 'LGA1366', 32, [
    ['Xeon E5645', 6, 2.4, 2.67, 80, 12, 8], ['Xeon X5650', 6, 2.66, 3.06, 95, 12, 10], ['Xeon X5670', 6, 2.93, 3.33, 95, 12, 12],
    ['Xeon X5690', 6, 3.46, 3.73, 130, 12, 22],
  ]),
  ...series('Intel', 'Xeon E5 v2', 'Ivy Bridge-EP', 'LGA2011', 22, [
    ['Xeon E5-2620 v2', 6, 2.1, 2.6, 80, 15, 9], ['Xeon E5-2650 v2', 8, 2.6, 3.4, 95, 20, 14], ['Xeon E5-2670 v2', 10, 2.5, 3.3, 115, 25, 18],
    ['Xeon E5-2680 v2', 10, 2.8, 3.6, 115, 25, 22], ['Xeon E5-2697 v2', 12, 2.7, 3.5, 130, 30, 45],
  ]),
  ...series('Intel', 'Xeon E5 v3', 'Haswell-EP', 'LGA2011-3', 22, [
    ['Xeon E5-2620 v3', 6, 2.4, 3.2, 85, 15, 12], ['Xeon E5-2630 v3', 8, 2.4, 3.2, 85, 20, 16], ['Xeon E5-2640 v3', 8, 2.6, 3.4, 90, 20, 19],
    ['Xeon E5-2650 v3', 10, 2.3, 3.0, 105, 25, 22], ['Xeon E5-2660 v3', 10, 2.6, 3.3, 105, 25, 25], ['Xeon E5-2680 v3', 12, 2.5, 3.3, 120, 30, 29],
    ['Xeon E5-2690 v3', 12, 2.6, 3.5, 135, 30, 39], ['Xeon E5-2698 v3', 16, 2.3, 3.6, 135, 40, 79],
  ]),
  ...series('Intel', 'Xeon E5 v4', 'Broadwell-EP', 'LGA2011-3', 14, [
    ['Xeon E5-2620 v4', 8, 2.1, 3.0, 85, 20, 19], ['Xeon E5-2630 v4', 10, 2.2, 3.1, 85, 25, 25], ['Xeon E5-2640 v4', 10, 2.4, 3.4, 90, 25, 29],
    ['Xeon E5-2650 v4', 12, 2.2, 2.9, 105, 30, 35], ['Xeon E5-2660 v4', 14, 2.0, 3.2, 105, 35, 39], ['Xeon E5-2680 v4', 14, 2.4, 3.3, 120, 35, 45],
    ['Xeon E5-2690 v4', 14, 2.6, 3.5, 135, 35, 69], ['Xeon E5-2697 v4', 18, 2.3, 3.6, 145, 45, 119], ['Xeon E5-2699 v4', 22, 2.2, 3.6, 145, 55, 189],
  ]),
  ...series('Intel', 'Xeon Silver', 'Skylake-SP', 'LGA3647', 14, [
    ['Xeon Silver 4110', 8, 2.1, 3.0, 85, 11, 29], ['Xeon Silver 4114', 10, 2.2, 3.0, 85, 13.75, 39], ['Xeon Silver 4116', 12, 2.1, 3.0, 85, 16.5, 49],
  ]),
  ...series('Intel', 'Xeon Gold', 'Skylake-SP', 'LGA3647', 14, [
    ['Xeon Gold 5118', 12, 2.3, 3.2, 105, 16.5, 59], ['Xeon Gold 5120', 14, 2.2, 3.2, 105, 19.25, 69], ['Xeon Gold 6130', 16, 2.1, 3.7, 125, 22, 89],
    ['Xeon Gold 6140', 18, 2.3, 3.7, 140, 24.75, 119], ['Xeon Gold 6148', 20, 2.4, 3.7, 150, 27.5, 149], ['Xeon Gold 6154', 18, 3.0, 3.7, 200, 24.75, 179],
  ]),
  ...series('Intel', 'Xeon Platinum', 'Skylake-SP', 'LGA3647', 14, [
    ['Xeon Platinum 8160', 24, 2.1, 3.7, 150, 33, 249], ['Xeon Platinum 8180', 28, 2.5, 3.8, 205, 38.5, 449],
  ]),
  ...series('Intel', 'Xeon Silver', 'Cascade Lake', 'LGA3647', 14, [
    ['Xeon Silver 4208', 8, 2.1, 3.2, 85, 11, 69], ['Xeon Silver 4210', 10, 2.2, 3.2, 85, 13.75, 89], ['Xeon Silver 4214', 12, 2.2, 3.2, 85, 16.5, 109],
    ['Xeon Silver 4216', 16, 2.1, 3.2, 100, 22, 159],
  ]),
  ...series('Intel', 'Xeon Gold', 'Cascade Lake', 'LGA3647', 14, [
    ['Xeon Gold 5218', 16, 2.3, 3.9, 125, 22, 199], ['Xeon Gold 5220', 18, 2.2, 3.9, 125, 24.75, 239], ['Xeon Gold 6230', 20, 2.1, 3.9, 125, 27.5, 279],
    ['Xeon Gold 6248', 20, 2.5, 3.9, 150, 27.5, 329], ['Xeon Gold 6252', 24, 2.1, 3.7, 150, 35.75, 399],
  ]),
  ...series('Intel', 'Xeon Platinum', 'Cascade Lake', 'LGA3647', 14, [
    ['Xeon Platinum 8260', 24, 2.4, 3.9, 165, 35.75, 549], ['Xeon Platinum 8280', 28, 2.7, 4.0, 205, 38.5, 899],
  ]),
  ...series('Intel', 'Xeon Silver', 'Ice Lake-SP', 'LGA4189', 10, [
    ['Xeon Silver 4310', 12, 2.1, 3.3, 120, 18, 289], ['Xeon Silver 4314', 16, 2.4, 3.4, 135, 24, 389],
  ]),
  ...series('Intel', 'Xeon Gold', 'Ice Lake-SP', 'LGA4189', 10, [
    ['Xeon Gold 5318Y', 24, 2.1, 3.4, 165, 36, 749], ['Xeon Gold 6330', 28, 2.0, 3.1, 205, 42, 899], ['Xeon Gold 6338', 32, 2.0, 3.2, 205, 48, 1090],
    ['Xeon Gold 6342', 24, 2.8, 3.5, 230, 36, 1190],
  ]),
  ...series('Intel', 'Xeon Platinum', 'Ice Lake-SP', 'LGA4189', 10, [
    ['Xeon Platinum 8358', 32, 2.6, 3.4, 250, 48, 1690], ['Xeon Platinum 8380', 40, 2.3, 3.4, 270, 60, 2490],
  ]),
  ...series('AMD', 'EPYC 7001', 'Naples', 'SP3', 14, [
    ['EPYC 7251', 8, 2.1, 2.9, 120, 32, 49], ['EPYC 7351', 16, 2.4, 2.9, 170, 64, 89], ['EPYC 7401', 24, 2.0, 3.0, 170, 64, 129],
    ['EPYC 7551', 32, 2.0, 3.0, 180, 64, 169], ['EPYC 7601', 32, 2.2, 3.2, 180, 64, 219],
  ]),
  ...series('AMD', 'EPYC 7002', 'Rome', 'SP3', 7, [
    ['EPYC 7252', 8, 3.1, 3.2, 120, 64, 149], ['EPYC 7282', 16, 2.8, 3.2, 120, 64, 219], ['EPYC 7302', 16, 3.0, 3.3, 155, 128, 279],
    ['EPYC 7402', 24, 2.8, 3.35, 180, 128, 389], ['EPYC 7502', 32, 2.5, 3.35, 180, 128, 489], ['EPYC 7542', 32, 2.9, 3.4, 225, 128, 589],
    ['EPYC 7702', 64, 2.0, 3.35, 200, 256, 899], ['EPYC 7742', 64, 2.25, 3.4, 225, 256, 1090],
  ]),
  ...series('AMD', 'EPYC 7003', 'Milan', 'SP3', 7, [
    ['EPYC 7313', 16, 3.0, 3.7, 155, 128, 449], ['EPYC 7343', 16, 3.2, 3.9, 190, 128, 589], ['EPYC 7413', 24, 2.65, 3.6, 180, 128, 690],
    ['EPYC 7443', 24, 2.85, 4.0, 200, 128, 849], ['EPYC 7513', 32, 2.6, 3.65, 200, 128, 990], ['EPYC 7543', 32, 2.8, 3.7, 225, 256, 1190],
    ['EPYC 7713', 64, 2.0, 3.675, 225, 256, 1990], ['EPYC 7763', 64, 2.45, 3.5, 280, 256, 2490],
  ]),
  ...series('AMD', 'EPYC 9004', 'Genoa', 'SP5', 5, [
    ['EPYC 9124', 16, 3.0, 3.7, 200, 64, 990], ['EPYC 9354', 32, 3.25, 3.8, 280, 256, 2390], ['EPYC 9554', 64, 3.1, 3.75, 360, 256, 4290],
  ]),
];

const byModel = new Map(CPUS.map((c) => [c.model, c]));

export function cpu(model: string): CpuDef {
  const def = byModel.get(model);
  if (!def) throw new Error(`Unknown CPU ${model}`);
  return def;
}
