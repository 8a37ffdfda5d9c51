import { describe, expect, it } from 'vitest';
import { DelayHistogram, parseBenchOptions } from './yeekee-stats.ts';

describe('bench:yeekee options', () => {
  it('defaults to 10,000 clients on 2 threads, 20 seconds, one server and 200 shooters', () => {
    expect(parseBenchOptions([])).toEqual({
      clients: 10_000,
      seconds: 20,
      instances: 1,
      shooters: 200,
      clientThreads: 2,
      json: false,
    });
  });

  it('reads --clients, --seconds, --instances, --shooters, --client-threads and --json', () => {
    expect(
      parseBenchOptions([
        '--clients',
        '2000',
        '--seconds',
        '10',
        '--instances',
        '2',
        '--shooters',
        '50',
        '--client-threads',
        '4',
        '--json',
      ]),
    ).toEqual({ clients: 2000, seconds: 10, instances: 2, shooters: 50, clientThreads: 4, json: true });
  });

  it('refuses an unknown flag, a missing value and a value out of range, naming the flag', () => {
    expect(() => parseBenchOptions(['--client', '5'])).toThrow('unknown option --client');
    expect(() => parseBenchOptions(['--seconds'])).toThrow('--seconds must be');
    expect(() => parseBenchOptions(['--instances', '0'])).toThrow('--instances must be');
    expect(() => parseBenchOptions(['--clients', '1.5'])).toThrow('--clients must be');
    expect(() => parseBenchOptions(['--client-threads', '17'])).toThrow('--client-threads must be');
  });
});

describe('bench:yeekee delay percentiles', () => {
  it('gives the nearest-rank percentile in whole milliseconds, rounding a delay up', () => {
    const h = new DelayHistogram();
    for (let ms = 1; ms <= 100; ms++) h.add(ms - 0.5);
    expect(h.percentile(0.5)).toBe(50);
    expect(h.percentile(0.99)).toBe(99);
    expect(h.max).toBe(100);
    expect(h.count).toBe(100);
  });

  it('counts a delivery that beat the shooter’s answer as 0 ms, and caps the slowest at the limit', () => {
    const h = new DelayHistogram(1_000);
    h.add(-3);
    h.add(5_000);
    expect(h.percentile(0.5)).toBe(0);
    expect(h.percentile(1)).toBe(1_000);
  });

  it('answers 0 when nothing was delivered', () => {
    expect(new DelayHistogram().percentile(0.99)).toBe(0);
  });
});
