import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from '../scripts/lib.mjs';
import { E2E_PORT } from '../playwright.config';

export const SERVER_LOG = path.resolve('test-results/e2e-server.log');
/** The demo seed's output: not JSON lines, so not in the server's log, which journeys read. */
export const SEED_LOG = path.resolve('test-results/e2e-seed.log');

/** Starts Lectern as `npm start` does, on a throwaway embedded database; stops it afterwards. */
export default async function globalSetup() {
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-e2e-'));
  const log = openSync(SERVER_LOG, 'w');
  // The demo teacher (server/demo: Algebra I with categories, periods, an excused piece and an
  // extension) for the journeys that read a class's marks; the seed runs before the server holds
  // the embedded database.
  const seedLog = openSync(SEED_LOG, 'w');
  const seeded = spawnSync('node', ['server/demo/main.ts'], {
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: dataDir },
    stdio: ['ignore', seedLog, seedLog],
  });
  if (seeded.status !== 0) throw new Error(`The demo seed failed: see ${SEED_LOG}`);
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
    detached: true,
  });
  await waitForPort(E2E_PORT, '127.0.0.1', 120_000);
  return () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
