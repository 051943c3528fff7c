// Small helpers shared by the project's scripts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Waits until something listens on host:port, or fails after `timeoutMs`. */
export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Nothing listened on ${host}:${port} within ${timeoutMs} ms`);
}

/**
 * Signs a browser context in as the app does (its sign-in request, then the flag the route
 * guard reads), from a page of the origin that is not the app's (a 404, so that no app starts
 * in it). Throws unless the server answered 200. For the benchmarks' signed-in pages.
 */
export async function signInAs(page, origin, { email, password }) {
  await page.goto(`${origin}/robots-absent.txt`).catch(() => undefined);
  const status = await page.evaluate(
    async (teacher) => {
      const res = await fetch('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(teacher),
      });
      localStorage.setItem('lectern.signedIn', '1');
      return res.status;
    },
    { email, password },
  );
  if (status !== 200) throw new Error(`Signing in ${email} answered ${status}`);
}

/** The idle and the total ticks of all CPUs in the text of Linux's /proc/stat. */
export function cpuTicks(procStat) {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((t) => !Number.isFinite(t))) return null;
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
}

/** The idle share (0–100 %) between two readings of cpuTicks; null when it cannot be told. */
export function idlePercent(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return Math.round((100 * (after.idle - before.idle)) / (after.total - before.total));
}

/**
 * How idle the machine's CPUs were over the next `ms` (0–100 %, from Linux's /proc/stat; null
 * elsewhere). Taken while a benchmark's own page and server are idle, it says whether something
 * else was using the CPU when the figures were measured (docs/performance.md: runs of the same
 * build whose every key took twice as long, in the first half hour of a session).
 */
export async function cpuIdlePercent(ms = 1000) {
  const read = () => {
    try {
      return cpuTicks(readFileSync('/proc/stat', 'utf8'));
    } catch {
      return null;
    }
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return idlePercent(before, read());
}

/**
 * One run of scripts/markbook-bench.mjs at a CPU slowdown, in `env` (STATIC_DIR: another build
 * than dist/): its figures, and whether the run is valid (no key missed the grid, the ten typed
 * scores saved; the bench exits 3 when not, and its figures are kept). Throws when it failed.
 */
export async function markbookRun(throttle, env = process.env) {
  const code = await run(
    process.execPath,
    ['scripts/markbook-bench.mjs', '--no-build', '--runs=1', `--throttle=${throttle}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env },
  );
  if (code !== 0 && code !== 3)
    throw new Error(`the markbook bench failed at ${throttle}× (exit ${code})`);
  const figures = JSON.parse(readFileSync('test-results/markbook-bench.json', 'utf8'));
  const { keysMissed, typedSaved } = figures.interaction;
  return { figures, valid: keysMissed === 0 && typedSaved === 10 };
}
