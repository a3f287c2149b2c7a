import { describe, expect, it } from 'vitest';
import { SPEC_METRICS, specMetric, specNum } from './product-specs';

describe('specNum: a typed value in its unit to the base-unit number the seeded catalogue stores', () => {
  it('reads bytes binary for memory and cache, decimal for capacity', () => {
    expect(specNum('32 GB', 'B', 'memory_size')).toBe(32 * 1024 ** 3);
    expect(specNum('64 GB DDR4', 'B', 'memory_size')).toBe(68719476736);
    expect(specNum('30 MB', 'B', 'cache')).toBe(30 * 1024 * 1024);
    expect(specNum('960 GB', 'B', 'capacity')).toBe(960e9);
    expect(specNum('1.92 TB', 'B', 'capacity')).toBe(1.92e12);
    expect(specNum('1,92 TB', 'B', 'capacity')).toBe(1.92e12);
    expect(specNum('16 GiB', 'B', 'capacity')).toBe(16 * 1024 ** 3);
  });
  it('reads scaled and plain units, the first quantity written in the unit', () => {
    expect(specNum('2.10 GHz', 'Hz', 'clock')).toBe(2.1e9);
    expect(specNum('2400 MHz', 'Hz', 'memory_speed')).toBe(2.4e9);
    expect(specNum('12 Gb/s', 'bit/s', 'interface_speed')).toBe(12e9);
    expect(specNum('550 MB/s', 'bit/s', 'read_speed')).toBe(550 * 8e6);
    expect(specNum('CL40 (16.67 ns)', 'ns', 'latency')).toBe(16.67);
    expect(specNum('2x 580 W', 'W', 'psu')).toBe(580);
    expect(specNum('14"', 'inch', 'screen_size')).toBe(14);
    expect(specNum('400 cd/m²', 'cd/m2', 'brightness')).toBe(400);
    expect(specNum('7200 rpm', 'rpm', 'rotation_speed')).toBe(7200);
    expect(specNum('16:9', 'ratio', 'aspect_ratio')).toBeNull();
    expect(specNum('PCIe 3.0 x4', 'bit/s', 'interface_speed')).toBe(32e9);
    expect(specNum('PCIe 4.0 x4', 'bit/s', 'interface_speed')).toBe(64e9);
  });
  it('answers undefined when the value holds no quantity in the unit', () => {
    expect(specNum('32', 'B', 'memory_size')).toBeUndefined();
    expect(specNum('fast', 'Hz', 'clock')).toBeUndefined();
    expect(specNum('32 GB', 'W', 'power')).toBeUndefined();
    expect(specNum('wide', 'ratio', 'aspect_ratio')).toBeUndefined();
  });
  it('knows the catalogue metrics with their units', () => {
    expect(specMetric('memory_size')).toMatchObject({ unit: 'B', labelEn: 'Memory' });
    expect(specMetric('tdp')).toMatchObject({ unit: 'W', labelNl: 'Thermisch vermogen (TDP)' });
    expect(SPEC_METRICS.length).toBeGreaterThan(50);
  });
});
