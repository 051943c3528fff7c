// `npm start`: builds the app when dist/ is missing or older than the sources, then runs the
// server (the app and the API on PORT, embedded database unless DATABASE_URL is set).
import './require-node.mjs';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const built = 'dist/index.html';
const sources = ['src', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build.mjs'];
const stale =
  !existsSync(built) ||
  sources.some(
    (s) =>
      (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(built).mtimeMs,
  );
if (stale) {
  // A JSON line like the server's own (ADR 018): one log format for whoever collects it.
  console.log(
    JSON.stringify({
      level: 30,
      time: Date.now(),
      event: 'building_app',
      msg: 'Building the app…',
    }),
  );
  const code = await run(process.execPath, ['scripts/build.mjs', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
process.exit(
  await run(process.execPath, ['server/main.ts'], {
    env: { NODE_ENV: 'production', ...process.env },
  }),
);
