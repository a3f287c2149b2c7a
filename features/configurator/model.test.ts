import { describe, expect, it } from 'vitest';
import {
  addedSummary,
  applyStockChange,
  clampQuantity,
  dispatch,
  initialState,
  priceOf,
  removeHardDisk,
  resetGroup,
  selectValue,
  setQuantity,
  summary,
  trayLines,
} from './model';
import { checkCompatibility } from './compatibility';
import { fixture, vid } from './testing/fixture';

describe('spec §4: loading sets every group to its default', () => {
  it('uses the base quantity for a default base value and 1 otherwise; groups without a default stay empty', () => {
    const d = fixture();
    const s = initialState(d);
    expect(s.selected.cpu).toEqual({ value: vid(d, 'cpu', 'Xeon Gold 6130'), quantity: 1, installed: true });
    expect(s.selected.memory.quantity).toBe(4);
    expect(s.selected.cpu2).toEqual({ value: null, quantity: 0, installed: false });
    expect(s.selected.gpu.value).toBeNull();
    expect(s.popups).toEqual({ caddy: false, raid: false });
    expect(checkCompatibility(d, s)).toEqual([]);
  });

  it('a non-base default starts at quantity 1', () => {
    const d = fixture();
    const gpu = d.data.options.find((g) => g.partId === 'gpu')!;
    gpu.values[0].isDefault = true;
    expect(initialState(d).selected.gpu.quantity).toBe(1);
  });
});

describe('spec §4: quantity clamp', () => {
  const d = fixture();
  const mem = d.data.options.find((g) => g.partId === 'memory')!.values[0];
  it('is not above the max quantity when set and not below a nonzero base quantity', () => {
    expect(clampQuantity(mem, 100)).toBe(24);
    expect(clampQuantity(mem, 1)).toBe(4);
    expect(clampQuantity(mem, 7)).toBe(7);
    expect(clampQuantity({ ...mem, maxQuantity: 0, baseQuantity: 0 }, 500)).toBe(500);
    expect(clampQuantity({ ...mem, maxQuantity: 0, baseQuantity: 0 }, -3)).toBe(0);
  });
  it('applies to setQuantity', () => {
    const s = setQuantity(d, initialState(d), 'memory', 2);
    expect(s.selected.memory.quantity).toBe(4);
  });
});

describe('spec §4: removing summary items', () => {
  it('resets the group to its default', () => {
    const d = fixture();
    let s = selectValue(d, initialState(d), 'cpu', vid(d, 'cpu', 'Xeon Platinum 8280'));
    s = resetGroup(d, s, 'cpu');
    expect(s.selected.cpu.value).toBe(vid(d, 'cpu', 'Xeon Gold 6130'));
  });
  it('removing the hard disk resets every disk group, nothing else', () => {
    const d = fixture();
    let s = initialState(d);
    s = setQuantity(d, selectValue(d, s, 'sata_ssd', vid(d, 'sata_ssd', '960 GB SATA SSD')), 'sata_ssd', 3);
    s = selectValue(d, s, 'sas_hdd', vid(d, 'sas_hdd', '1.2 TB SAS 10K'));
    s = selectValue(d, s, 'rails', vid(d, 'rails', 'ReadyRails'));
    s = removeHardDisk(d, s);
    expect(s.selected.sata_ssd.value).toBeNull();
    expect(s.selected.sas_hdd.value).toBeNull();
    expect(s.selected.rails.value).toBe(vid(d, 'rails', 'ReadyRails'));
  });
});

describe('spec §4: summaries', () => {
  it('lists groups with a value and quantity > 0 plus the warranty as a quantity-1 item', () => {
    const d = fixture();
    let s = initialState(d);
    s = dispatch(d, s, { type: 'warranty', id: 502 }).state;
    const items = summary(d, s);
    expect(items.map((i) => i.partId)).toEqual(['cpu', 'memory', 'raid', 'backplane', 'psu', 'warranty']);
    expect(items.at(-1)).toMatchObject({ quantity: 1, price: 55000 });
  });
  it('the added summary subtracts base quantities and skips non-positive results', () => {
    const d = fixture();
    let s = setQuantity(d, initialState(d), 'memory', 6);
    s = selectValue(d, s, 'rails', vid(d, 'rails', 'ReadyRails'));
    expect(addedSummary(d, s).map((i) => [i.partId, i.quantity])).toEqual([
      ['memory', 2],
      ['rails', 1],
    ]);
    expect(priceOf(d, s)).toBe(150000 + 2 * 3000 + 4000);
  });
  it('a non-base value in a base group is added in full', () => {
    const d = fixture();
    const s = selectValue(d, initialState(d), 'cpu', vid(d, 'cpu', 'Xeon Platinum 8280'));
    expect(priceOf(d, s)).toBe(150000 + 90000);
  });
  it('warranty delivery is priced with the warranty', () => {
    const d = fixture();
    let s = dispatch(d, initialState(d), { type: 'warranty', id: 501 }).state;
    s = dispatch(d, s, { type: 'warrantyDelivery', id: 'onsite' }).state;
    expect(priceOf(d, s)).toBe(150000 + 9900 + 15000);
  });
  it('drives beyond the included trays add a tray each', () => {
    const d = fixture();
    let s = selectValue(d, initialState(d), 'sata_ssd', vid(d, 'sata_ssd', '960 GB SATA SSD'));
    s = setQuantity(d, s, 'sata_ssd', 5);
    expect(trayLines(d, s)).toEqual([expect.objectContaining({ form: '2.5"', quantity: 3, price: 900 })]);
    expect(priceOf(d, s)).toBe(150000 + 5 * 12000 + 3 * 900);
  });
});

describe('spec §4: live stock change', () => {
  it('updates the quantity and resets a selection above the new stock to its default', () => {
    const d = fixture();
    let s = selectValue(d, initialState(d), 'sata_ssd', vid(d, 'sata_ssd', '960 GB SATA SSD'));
    s = setQuantity(d, s, 'sata_ssd', 4);
    const pid = d.data.options.find((g) => g.partId === 'sata_ssd')!.values[0].productId!;
    const low = applyStockChange(d, s, pid, 3);
    expect(low.state.stock[pid]).toBe(3);
    expect(low.reset).toEqual(['sata_ssd']);
    expect(low.state.selected.sata_ssd.value).toBeNull();
    const enough = applyStockChange(d, s, pid, 4);
    expect(enough.reset).toEqual([]);
    expect(enough.state.selected.sata_ssd.quantity).toBe(4);
  });
});

describe('spec §4: caddy and RAID popups show once each', () => {
  it('opens the caddy warning on the first drive and the RAID warning on the first controller change', () => {
    const d = fixture();
    let s = initialState(d);
    let o = dispatch(d, s, {
      type: 'select',
      partId: 'sata_ssd',
      value: vid(d, 'sata_ssd', '960 GB SATA SSD'),
    });
    expect(o.popup).toBe('caddy');
    s = o.state;
    o = dispatch(d, s, { type: 'quantity', partId: 'sata_ssd', quantity: 3 });
    expect(o.popup).toBeNull();
    s = o.state;
    o = dispatch(d, s, { type: 'select', partId: 'raid', value: vid(d, 'raid', 'HBA330 Mini') });
    expect(o.popup).toBe('raid');
    s = o.state;
    o = dispatch(d, s, { type: 'select', partId: 'raid', value: vid(d, 'raid', 'PERC H730P Mini') });
    expect(o.popup).toBeNull();
    expect(o.state.popups).toEqual({ caddy: true, raid: true });
  });
  it('warns about RAID when drives go onto a controller that cannot build RAID', () => {
    const d = fixture();
    let s = dispatch(d, initialState(d), {
      type: 'select',
      partId: 'raid',
      value: vid(d, 'raid', 'Onboard SATA'),
    }).state;
    s = { ...s, popups: { caddy: true, raid: false } };
    s = dispatch(d, s, {
      type: 'select',
      partId: 'sata_ssd',
      value: vid(d, 'sata_ssd', '960 GB SATA SSD'),
    }).state;
    const o = dispatch(d, s, { type: 'quantity', partId: 'sata_ssd', quantity: 2 });
    expect(o.popup).toBe('raid');
  });
});
