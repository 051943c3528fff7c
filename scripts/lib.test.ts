import { describe, expect, it } from 'vitest';
import { cpuTicks, idlePercent } from './lib.mjs';

// Two readings of /proc/stat one second apart on a machine with two CPUs (its first lines).
const before = `cpu  1003771 0 259317 816341 5707 0 3704 506 0 0
cpu0 501000 0 129000 408000 2800 0 1800 250 0 0
cpu1 502771 0 130317 408341 2907 0 1904 256 0 0
intr 1 2 3`;
const after = `cpu  1003831 0 259337 816451 5717 0 3704 516 0 0
cpu0 501030 0 129010 408055 2805 0 1800 255 0 0`;

describe("the benchmarks' reading of how idle the machine was", () => {
  it('counts idle and I/O wait as idle, and steal as busy, over all CPUs', () => {
    expect(cpuTicks(before)).toEqual({
      idle: 816341 + 5707,
      total: 1003771 + 259317 + 816341 + 5707 + 3704 + 506,
    });
    // 60 user + 20 system + 110 idle + 10 iowait + 10 steal ticks: 120 of 210 idle.
    expect(idlePercent(cpuTicks(before), cpuTicks(after))).toBe(57);
  });

  it('tells nothing rather than a wrong figure when the readings cannot be compared', () => {
    expect(cpuTicks('intr 1 2 3')).toBeNull();
    expect(cpuTicks('cpu  12 x 4')).toBeNull();
    expect(idlePercent(null, cpuTicks(after))).toBeNull();
    expect(idlePercent(cpuTicks(after), cpuTicks(after))).toBeNull();
  });
});
