/** Processor product lines: one line per processor series, one variant per model. */
import { nl, slugify } from '../format';
import type { ProductLine, Variant } from '../types';
import { CPUS, type CpuDef } from './cpu-data';

// prettier-ignore
const FITS: Record<string, [nl: string, en: string]> = {
  LGA771: ['de Dell PowerEdge 1950/2950 III', 'the Dell PowerEdge 1950/2950 III'],
  LGA1366: ['de Dell PowerEdge R610/R710 en HP ProLiant G6/G7', 'the Dell PowerEdge R610/R710 and HP ProLiant G6/G7'],
  LGA2011: ['de Dell PowerEdge R620/R720 en HP ProLiant Gen8', 'the Dell PowerEdge R620/R720 and HP ProLiant Gen8'],
  'LGA2011-3': ['de Dell PowerEdge R630/R730 en HPE ProLiant Gen9', 'the Dell PowerEdge R630/R730 and HPE ProLiant Gen9'],
  LGA3647: ['de Dell PowerEdge R640/R740 en HPE ProLiant Gen10', 'the Dell PowerEdge R640/R740 and HPE ProLiant Gen10'],
  LGA4189: ['de Dell PowerEdge R650/R750 en HPE ProLiant Gen10 Plus', 'the Dell PowerEdge R650/R750 and HPE ProLiant Gen10 Plus'],
  SP3: ['de Dell PowerEdge R7425/R7525 en HPE ProLiant DL385 Gen10', 'the Dell PowerEdge R7425/R7525 and HPE ProLiant DL385 Gen10'],
  SP5: ['de Dell PowerEdge R7625 en HPE ProLiant DL385 Gen11', 'the Dell PowerEdge R7625 and HPE ProLiant DL385 Gen11'],
};

/** Series in the order their lines are listed (popular first). */
// prettier-ignore
const SERIES: [family: string, codename: string][] = [
  ['Xeon E5 v4', 'Broadwell-EP'], ['Xeon Gold', 'Skylake-SP'], ['EPYC 7002', 'Rome'], ['Xeon Gold', 'Cascade Lake'],
  ['Xeon Silver', 'Skylake-SP'], ['Xeon E5 v3', 'Haswell-EP'], ['EPYC 7003', 'Milan'], ['Xeon Silver', 'Cascade Lake'],
  ['Xeon Gold', 'Ice Lake-SP'], ['Xeon Platinum', 'Skylake-SP'], ['EPYC 7001', 'Naples'], ['Xeon E5 v2', 'Ivy Bridge-EP'],
  ['Xeon Platinum', 'Cascade Lake'], ['Xeon Silver', 'Ice Lake-SP'], ['Xeon 5600', 'Westmere-EP'],
  ['Xeon Platinum', 'Ice Lake-SP'], ['EPYC 9004', 'Genoa'], ['Xeon 5500', 'Nehalem-EP'], ['Xeon 5400', 'Harpertown'],
];

const CURRENT = new Set(['Ice Lake-SP', 'Milan', 'Genoa']);

function cpuVariant(c: CpuDef): Variant {
  const name = `${c.vendor} ${c.model}`;
  const clock = `${c.base.toFixed(2)} GHz`;
  const [fitNl, fitEn] = FITS[c.socket];
  return {
    slug: slugify(`${name} ${c.cores} core ${c.base.toFixed(2)}ghz`),
    nameNl: `${name} processor – ${c.cores} kernen, ${nl(clock)} (${c.socket})`,
    nameEn: `${name} processor – ${c.cores} cores, ${clock} (${c.socket})`,
    descNl: `De ${name} (${c.codename}) heeft ${c.cores} kernen en ${c.threads} threads, met een basisfrequentie van ${nl(clock)} en een turbo tot ${nl(c.turbo.toFixed(2))} GHz. Met ${nl(c.cacheMb)} MB cache en een TDP van ${c.tdp} W past deze processor in socket ${c.socket}, onder meer in ${fitNl}.`,
    descEn: `The ${name} (${c.codename}) has ${c.cores} cores and ${c.threads} threads, with a base clock of ${clock} and turbo up to ${c.turbo.toFixed(2)} GHz. With ${c.cacheMb} MB of cache and a TDP of ${c.tdp} W, it fits socket ${c.socket}, for example in ${fitEn}.`,
    price: c.eur * 100,
    specs: [
      { key: 'cpu_family', value: c.family, facet: true },
      { key: 'cores', value: String(c.cores), num: c.cores, facet: true },
      { key: 'clock', value: clock, num: Math.round(c.base * 1e9), unit: 'Hz', facet: true },
      { key: 'threads', value: String(c.threads), num: c.threads },
      { key: 'turbo_clock', value: `${c.turbo.toFixed(2)} GHz`, num: Math.round(c.turbo * 1e9), unit: 'Hz' },
      { key: 'cache', value: `${c.cacheMb} MB`, num: Math.round(c.cacheMb * 1024 * 1024), unit: 'B' },
      { key: 'tdp', value: `${c.tdp} W`, num: c.tdp, unit: 'W' },
      { key: 'socket', value: c.socket },
      { key: 'codename', value: c.codename },
      { key: 'lithography', value: `${c.nm} nm`, num: c.nm, unit: 'nm' },
    ],
    art: { kind: 'cpu', brand: c.vendor, model: c.model, detail: `${c.cores}C · ${clock}` },
    weight: 150,
  };
}

export const CPU_LINES: readonly ProductLine[] = SERIES.map(([family, codename]) => {
  const models = CPUS.filter((c) => c.family === family && c.codename === codename);
  const vendor = models[0].vendor;
  return {
    code: `CPU-${slugify(`${family} ${codename}`).toUpperCase()}`,
    categoryId: 280,
    brand: vendor,
    conditions: CURRENT.has(codename) ? ([5, 4, 1] as const) : ([0, 9, 1] as const),
    weight: 150,
    lot: true,
    warrantyNew: 36,
    size: models.length,
    variant: (k: number) => cpuVariant(models[k]),
  };
});
