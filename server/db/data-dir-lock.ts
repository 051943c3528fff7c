// One process at a time on the embedded database (ADR 020). PGlite takes no lock of its own: a
// second process opening the same folder succeeds and the two then overwrite each other's
// files. So the server and the seed each create DATA_DIR/lectern.lock exclusively, with their
// pid, and remove it when they exit; a lock whose process is gone is stale and taken over.
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';

export const LOCK_FILE = 'lectern.lock';
/**
 * The holder touches the lock this often; one untouched for `STALE_MS` is stale whoever wrote
 * it. That is what frees the folder after a container was killed and replaced: the new one has
 * another host name and cannot ask whether the old process lives.
 */
const BEAT_MS = 10_000;
const STALE_MS = 3 * BEAT_MS;

interface Holder {
  pid: number;
  host: string;
  role: string;
  since: string;
}

/** The embedded database is in use by another process: nothing was opened or changed. */
export class DataDirBusy extends ConfigError {}

const fresh = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs < STALE_MS;
  } catch {
    return false;
  }
};

function alive(holder: Holder, file: string): boolean {
  // A lock written on another machine or container (a shared volume): its process cannot be
  // asked, so it holds while its holder keeps touching it.
  if (holder.host !== hostname()) return fresh(file);
  // Our own pid in an old lock: a restarted container, where the server is pid 1 again.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function read(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof holder.pid === 'number' && typeof holder.host === 'string')
      return { role: 'process', since: '?', ...holder } as Holder;
  } catch {
    // Unreadable: see `held`.
  }
  return undefined;
}

/** Whether the lock in `file` still holds; an unreadable one is being written, or junk. */
function held(file: string, holder: Holder | undefined): boolean {
  if (holder) return alive(holder, file);
  try {
    return Date.now() - statSync(file).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

/**
 * Takes the embedded database's folder for this process (`role` names it in the message another
 * process gets). Returns the function that gives it back; a PostgreSQL or in-memory database
 * needs no lock, and then that function does nothing.
 */
export function lockDataDir(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  role: 'server' | 'seed',
): () => void {
  if (config.databaseUrl || config.dataDir === 'memory:') return () => undefined;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    role,
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, text, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const holder = read(file);
    if (held(file, holder)) {
      const what = !holder
        ? 'another process'
        : `${holder.role === 'server' ? 'a Lectern server' : `Lectern's ${holder.role}`} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
      throw new DataDirBusy(
        `The embedded database in ${config.dataDir} is in use by ${what}. Stop it first; if it is not running any more, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  const beat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Removed by hand: the message told whoever did it that this was their call.
    }
  }, BEAT_MS);
  beat.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(beat);
    // Only our own lock: never one another process took over in the meantime.
    if (read(file)?.pid === mine.pid && read(file)?.since === mine.since) rmSync(file);
  };
}
