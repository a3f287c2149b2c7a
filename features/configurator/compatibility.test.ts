import { describe, expect, it } from 'vitest';
import { checkCompatibility, type RuleId } from './compatibility';
import { dispatch, initialState, wouldBreak, type Action } from './model';
import { fixture, vid } from './testing/fixture';
import type { ConfigState, ConfiguratorData } from './types';

function run(d: ConfiguratorData, actions: Action[], s: ConfigState = initialState(d)): ConfigState {
  for (const a of actions) {
    const o = dispatch(d, s, a);
    expect(o.refused, JSON.stringify(a)).toEqual([]);
    s = o.state;
  }
  return s;
}
const sel = (d: ConfiguratorData, partId: string, name: string): Action => ({
  type: 'select',
  partId,
  value: vid(d, partId, name),
});
const qty = (partId: string, quantity: number): Action => ({ type: 'quantity', partId, quantity });
const rules = (d: ConfiguratorData, s: ConfigState, a: Action): RuleId[] =>
  wouldBreak(d, s, a).map((v) => v.rule);

describe('compatibility rules', () => {
  it('refuses a CPU for another socket', () => {
    const d = fixture();
    expect(rules(d, initialState(d), sel(d, 'cpu', 'Xeon Gold 6330'))).toEqual(['cpuSocket']);
  });

  it('a second CPU must be the same model as the first', () => {
    const d = fixture();
    const s = initialState(d);
    expect(rules(d, s, sel(d, 'cpu2', 'Xeon Silver 4114'))).toEqual(['cpuMatch']);
    expect(rules(d, s, sel(d, 'cpu2', 'Xeon Gold 6130'))).toEqual([]);
  });

  it('changing the first CPU takes the second along to the same model', () => {
    const d = fixture();
    const s = run(d, [sel(d, 'cpu2', 'Xeon Gold 6130'), sel(d, 'cpu', 'Xeon Platinum 8280')]);
    expect(s.selected.cpu2.value).toBe(vid(d, 'cpu2', 'Xeon Platinum 8280'));
  });

  it('memory type, kind, speed and mixing must fit the platform', () => {
    const d = fixture();
    const s = initialState(d);
    expect(rules(d, s, sel(d, 'memory', '32 GB DDR3-1600 RDIMM'))).toEqual(['memoryType']);
    expect(rules(d, s, sel(d, 'memory', '16 GB DDR4 UDIMM'))).toEqual(['memoryKind']);
    expect(rules(d, s, sel(d, 'memory', '32 GB DDR4-2133 RDIMM'))).toEqual(['memorySpeed']);
    expect(rules(d, s, sel(d, 'memory_extra', '64 GB DDR4-2666 LRDIMM'))).toEqual(['memoryMixed']);
    expect(rules(d, s, sel(d, 'memory_extra', '16 GB DDR4-2933 RDIMM'))).toEqual([]);
  });

  it('a module faster than the platform runs at its speed; only a slower one is refused', () => {
    const d = fixture();
    const group = d.data.options.find((g) => g.partId === 'memory')!;
    const slow = group.values.find((v) => v.name === '32 GB DDR4-2133 RDIMM')!;
    if (slow.facts.kind !== 'memory') throw new Error('memory facts expected');
    group.values.push({
      ...slow,
      value: 9_999,
      name: '32 GB DDR4-3200 RDIMM',
      facts: { ...slow.facts, speed: 3200 },
    });
    const s = initialState(d);
    expect(rules(d, s, sel(d, 'memory', '32 GB DDR4-3200 RDIMM'))).toEqual([]);
    expect(rules(d, s, sel(d, 'memory', '32 GB DDR4-2133 RDIMM'))).toEqual(['memorySpeed']);
  });

  it('one CPU may use half the DIMM slots; two CPUs all of them; never more than the board has', () => {
    const d = fixture();
    const s = initialState(d); // 4 DIMMs, 1 CPU, 24 slots
    expect(rules(d, s, qty('memory', 12))).toEqual([]);
    expect(rules(d, s, qty('memory', 13))).toEqual(['memoryPopulation']);
    const two = run(d, [sel(d, 'cpu2', 'Xeon Gold 6130'), qty('memory', 24)]);
    expect(checkCompatibility(d, two)).toEqual([]);
    expect(rules(d, two, sel(d, 'memory_extra', '16 GB DDR4-2933 RDIMM'))).toEqual(['memorySlots']);
  });

  it('drive count per form factor is limited by the bays of the backplane', () => {
    const d = fixture();
    const s = run(d, [sel(d, 'sata_ssd', '960 GB SATA SSD'), qty('sata_ssd', 8)]);
    expect(rules(d, s, qty('sata_ssd', 9))).toEqual(['driveBays']);
    expect(rules(d, s, sel(d, 'sas_hdd', '8 TB SAS 3.5"'))).toEqual(['driveBays']);
    expect(rules(d, s, sel(d, 'backplane', '8x 3.5" SAS/SATA'))).toEqual(['driveBays']);
  });

  it('SAS drives need a controller that speaks SAS', () => {
    const d = fixture();
    const onboard = run(d, [sel(d, 'raid', 'Onboard SATA')]);
    expect(rules(d, onboard, sel(d, 'sas_hdd', '1.2 TB SAS 10K'))).toEqual(['sasController']);
    const sas = run(d, [sel(d, 'sas_hdd', '1.2 TB SAS 10K')]);
    expect(rules(d, sas, sel(d, 'raid', 'Onboard SATA'))).toEqual(['sasController']);
    expect(rules(d, sas, sel(d, 'raid', 'HBA330 Mini'))).toEqual([]);
  });

  it('NVMe U.2 drives need NVMe bays; M.2 drives need M.2 slots', () => {
    const d = fixture();
    const s = initialState(d);
    expect(rules(d, s, sel(d, 'nvme_u2_ssd', '1.92 TB U.2'))).toEqual(['nvmeBays']);
    const nvme = run(d, [sel(d, 'backplane', '8x 2.5" NVMe'), sel(d, 'nvme_u2_ssd', '1.92 TB U.2')]);
    expect(nvme.selected.nvme_u2_ssd.quantity).toBe(1);
    expect(rules(d, nvme, sel(d, 'backplane', '8x 2.5" SAS/SATA'))).toEqual(['nvmeBays']);
    const m2 = run(d, [sel(d, 'sata_m2_ssd', '240 GB M.2 BOSS'), qty('sata_m2_ssd', 2)]);
    expect(rules(d, m2, qty('sata_m2_ssd', 3))).toEqual(['m2Slots']);
  });

  it('GPUs need a kit above 75 W, slots and enough power', () => {
    const d = fixture();
    const s = initialState(d);
    expect(rules(d, s, sel(d, 'gpu', 'NVIDIA A40'))).toEqual(expect.arrayContaining(['gpuKit']));
    const t4 = run(d, [sel(d, 'gpu', 'NVIDIA T4'), qty('gpu', 3)]);
    expect(rules(d, t4, qty('gpu', 4))).toEqual(['gpuMax']);
    expect(rules(d, t4, sel(d, 'nvme_pci_ssd', '1.6 TB HHHL'))).toEqual(['pcieSlots']);
    const twoPlat = [
      sel(d, 'cpu', 'Xeon Platinum 8280'),
      sel(d, 'cpu2', 'Xeon Platinum 8280'),
      sel(d, 'gpu_kit', 'GPU kit R740'),
    ];
    const kit = run(d, [...twoPlat, sel(d, 'psu', '2x 1600 W'), sel(d, 'gpu', 'NVIDIA A40')]);
    expect(rules(d, kit, qty('gpu', 2))).toEqual(['pcieSlots']);
    const a40 = run(d, twoPlat);
    expect(rules(d, a40, sel(d, 'gpu', 'NVIDIA A40'))).toEqual(['power']);
    expect(rules(d, kit, sel(d, 'psu', '2x 750 W'))).toEqual(['power']);
  });

  it('refused actions leave the state unchanged and name the rule', () => {
    const d = fixture();
    const s = initialState(d);
    const o = dispatch(d, s, sel(d, 'cpu2', 'Xeon Silver 4114'));
    expect(o.state).toBe(s);
    expect(o.refused[0]).toMatchObject({ rule: 'cpuMatch', culprit: 'cpu2' });
  });

  it('a removal that breaks a rule is repaired by resetting the dependent group', () => {
    const d = fixture();
    const s = run(d, [sel(d, 'cpu2', 'Xeon Gold 6130'), qty('memory', 20)]);
    const o = dispatch(d, s, { type: 'remove', partId: 'cpu2' });
    expect(o.state.selected.cpu2.value).toBeNull();
    expect(o.state.selected.memory.quantity).toBe(4);
    expect(o.reset).toContain('memory');
    expect(checkCompatibility(d, o.state)).toEqual([]);
  });

  it('a stock change that resets the first CPU also drops a second CPU of the old model', () => {
    const d = fixture();
    const s = run(d, [sel(d, 'cpu', 'Xeon Platinum 8280'), sel(d, 'cpu2', 'Xeon Platinum 8280')]);
    const pid = d.data.options[0].values.find((v) => v.name === 'Xeon Platinum 8280')!.productId!;
    const o = dispatch(d, s, { type: 'stock', productId: pid, quantity: 0 });
    expect(o.state.selected.cpu.value).toBe(vid(d, 'cpu', 'Xeon Gold 6130'));
    expect(o.state.selected.cpu2.value).toBeNull();
    expect(o.reset).toEqual(expect.arrayContaining(['cpu', 'cpu2']));
  });
});
