import { describe, expect, it } from 'vitest';
import { buildCategoryTree, shipsToday, zonedClock } from './model';

describe('buildCategoryTree', () => {
  it('nests children under their parents in sort order', () => {
    const tree = buildCategoryTree([
      { id: 1000, parentId: null, name: 'Onderdelen', path: '/onderdelen', sort: 2 },
      { id: 116, parentId: null, name: 'Servers', path: '/servers', sort: 1 },
      { id: 214, parentId: 1000, name: 'Opslag', path: '/opslag', sort: 2 },
      { id: 282, parentId: 1000, name: 'Geheugen', path: '/geheugen', sort: 1 },
      { id: 409, parentId: 214, name: 'SATA SSD', path: '/opslag/sata-ssd', sort: 1 },
    ]);
    expect(tree.map((t) => t.name)).toEqual(['Servers', 'Onderdelen']);
    expect(tree[1].children.map((c) => c.categoryId)).toEqual([282, 214]);
    expect(tree[1].children[1].children[0].route).toBe('/opslag/sata-ssd');
  });

  it('puts orphans at the top level', () => {
    const tree = buildCategoryTree([{ id: 5, parentId: 99, name: 'X', path: '/x', sort: 0 }]);
    expect(tree).toHaveLength(1);
  });
});

describe('shipsToday', () => {
  it('is true on a working day before 15:00 Amsterdam time', () => {
    // Wednesday 2026-11-18 13:59 CET = 12:59 UTC
    expect(shipsToday(new Date('2026-11-18T12:59:00Z'))).toBe(true);
    // 15:00 CET is too late
    expect(shipsToday(new Date('2026-11-18T14:00:00Z'))).toBe(false);
  });

  it('respects summer time', () => {
    // Wednesday 2026-07-15 14:30 CEST = 12:30 UTC
    expect(shipsToday(new Date('2026-07-15T12:30:00Z'))).toBe(true);
    expect(shipsToday(new Date('2026-07-15T13:30:00Z'))).toBe(false);
  });

  it('is false at weekends', () => {
    expect(shipsToday(new Date('2026-11-21T09:00:00Z'))).toBe(false); // Saturday
    expect(zonedClock(new Date('2026-11-22T09:00:00Z'), 'Europe/Amsterdam').weekday).toBe(7);
  });
});
