// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberTimeZone } from './remember-time-zone';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const cookieOf = (value: string) => `lectern-tz=${encodeURIComponent(value)}`;

/** Counts what is written to document.cookie, and still writes it. */
function countWrites() {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => own.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      own.set!.call(document, value);
    },
  });
  return writes;
}

describe('the time zone told to the server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = 'lectern-tz=; Max-Age=0; Path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (document as { cookie?: string }).cookie;
    document.cookie = 'lectern-tz=; Max-Age=0; Path=/';
  });

  it('is written a few seconds after the signed-in area appears, in a task after the look-up', () => {
    const writes = countWrites();
    rememberTimeZone();
    vi.advanceTimersByTime(2999);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    // Looked up; the cookie waits for the next task (a timer of 0 set in a timer: 1 ms here).
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(new RegExp(`^${cookieOf(zone)}; Max-Age=31536000; Path=/`));
    expect(document.cookie.split('; ')).toContain(cookieOf(zone));
  });

  it('is not written again when the cookie already names this zone', () => {
    document.cookie = `${cookieOf(zone)}; Path=/`;
    const writes = countWrites();
    rememberTimeZone();
    vi.advanceTimersByTime(5000);
    expect(writes).toEqual([]);
  });

  it('is written when the cookie names another zone (the teacher travelled)', () => {
    const elsewhere = zone === 'Pacific/Auckland' ? 'Europe/London' : 'Pacific/Auckland';
    document.cookie = `${cookieOf(elsewhere)}; Path=/`;
    const writes = countWrites();
    rememberTimeZone();
    vi.advanceTimersByTime(5000);
    expect(writes).toHaveLength(1);
    expect(document.cookie.split('; ')).toContain(cookieOf(zone));
  });

  it('is not written when the area goes before its time (the clean-up), at either step', () => {
    const writes = countWrites();
    rememberTimeZone()();
    vi.advanceTimersByTime(5000);
    const stop = rememberTimeZone();
    vi.advanceTimersByTime(3000);
    // Looked up, not yet written: the clean-up stops the write.
    stop();
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
  });
});
