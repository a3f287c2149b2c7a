import { describe, expect, it } from 'vitest';
import { partFacts, storedFacts } from './facts';

describe('part facts from product specs', () => {
  it('reads processors, memory, drives, controllers, backplanes and GPUs', () => {
    expect(partFacts(280, { socket: 'LGA3647', tdp: '125 W' })).toEqual({
      kind: 'cpu',
      socket: 'LGA3647',
      tdp: 125,
    });
    expect(
      partFacts(282, {
        memory_type: 'DDR4',
        memory_kind: 'LRDIMM',
        memory_speed: '2666 MHz',
        memory_size: '64 GB',
      }),
    ).toEqual({ kind: 'memory', type: 'DDR4', module: 'LRDIMM', speed: 2666, sizeGb: 64 });
    expect(partFacts(532, { interface: 'SAS', form_factor: '3.5"', power: '9.4 W' })).toEqual({
      kind: 'drive',
      iface: 'SAS',
      form: '3.5"',
      watts: 9.4,
    });
    expect(partFacts(414, { interface: 'NVMe', form_factor: 'U.2', power: '16 W' })).toMatchObject({
      iface: 'NVMe',
      form: 'U.2',
    });
    expect(partFacts(284, { interface: 'SAS/SATA/NVMe 12 Gb/s', controller_type: 'RAID' })).toEqual({
      kind: 'controller',
      protocols: ['SAS', 'SATA', 'NVMe'],
      raid: true,
    });
    expect(partFacts(284, { interface: 'SAS 12 Gb/s', controller_type: 'HBA' })).toEqual({
      kind: 'controller',
      protocols: ['SAS', 'SATA'],
      raid: false,
    });
    expect(partFacts(291, { bays: '24', form_factor: '2.5"', interface: 'SAS/SATA/NVMe' })).toEqual({
      kind: 'backplane',
      form: '2.5"',
      bays: 24,
      nvme: true,
    });
    expect(partFacts(294, { power: '300 W' })).toEqual({ kind: 'gpu', watts: 300, slots: 2 });
    expect(partFacts(294, { power: '70 W' })).toEqual({ kind: 'gpu', watts: 70, slots: 1 });
    expect(partFacts(403, {})).toEqual({ kind: 'other' });
  });
  it('accepts stored facts of a known kind only', () => {
    expect(storedFacts({ kind: 'psu', watts: 750 })).toEqual({ kind: 'psu', watts: 750 });
    expect(storedFacts({ kind: 'weird' })).toBeNull();
    expect(storedFacts(null)).toBeNull();
  });
});
