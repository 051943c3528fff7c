import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirBusy, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'lectern-lock-'));
const otherHost = { pid: 1, host: 'old-container-3f9a', role: 'server', since: 'earlier' };

describe('the embedded database lock, held from another host (a container on the same volume)', () => {
  it('holds while its holder keeps touching it', () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(otherHost));
    expect(() => lockDataDir({ databaseUrl: undefined, dataDir }, 'server')).toThrow(DataDirBusy);
  });

  it('is stale once untouched for 30 s: a replaced container starts by itself', () => {
    const dataDir = folder();
    const file = path.join(dataDir, LOCK_FILE);
    writeFileSync(file, JSON.stringify(otherHost));
    const old = new Date(Date.now() - 31_000);
    utimesSync(file, old, old);
    const release = lockDataDir({ databaseUrl: undefined, dataDir }, 'server');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });
});
