// The browser every browser test drives: Chromium from the npm package @sparticuz/chromium,
// pinned to one exact version in package.json, so screenshots do not change when Debian ships
// a new `chromium` (ADR 021). `npm install` unpacks it (postinstall) into node_modules' cache,
// with a font configuration of its own, so no font of the machine reaches a picture either.
//   node scripts/browser.mjs     unpack it if needed, then print its version
// LECTERN_NO_BROWSER=1 skips it (a container that only builds or runs the product).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE = '@sparticuz/chromium';

function packageVersion() {
  try {
    // Its `exports` hide package.json: find it from the entry point (build/index.js).
    const entry = require.resolve(PACKAGE);
    return JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
}

/** Where this version is unpacked: one folder per package version, never shared with /tmp. */
function browserDir(version = packageVersion()) {
  return path.resolve('node_modules/.cache/lectern-chromium', version ?? 'missing');
}

/** The pinned browser's paths, or undefined when `npm install` has not unpacked it yet. */
export function pinnedBrowser() {
  const version = packageVersion();
  if (!version) return undefined;
  const dir = browserDir(version);
  const executable = path.join(dir, 'chromium');
  const fontconfig = path.join(dir, 'fonts.conf');
  if (!existsSync(executable) || !existsSync(fontconfig)) return undefined;
  return { package: `${PACKAGE}@${version}`, executable, fontconfig };
}

/** "Chromium 153.0.8010.0": what the browser at `executable` says it is. */
export function browserVersion(executable) {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch (error) {
    return `unknown (${executable} --version failed: ${error.message.split('\n')[0]})`;
  }
}

/**
 * Unpacks the package's brotli archives into the cache. The package unpacks into `os.tmpdir()`
 * and reuses whatever `/tmp/chromium` already holds (of any version), so it is pointed at a
 * fresh folder of its own and the result moved into place.
 */
export async function installBrowser() {
  const version = packageVersion();
  if (!version) throw new Error(`${PACKAGE} is not installed: run npm install`);
  const existing = pinnedBrowser();
  if (existing) return existing;
  const dir = browserDir(version);
  const staging = `${dir}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: chromium } = await import(PACKAGE);
    await chromium.executablePath();
  } finally {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  }
  // Only the package's own fonts: a glyph the bundled Roboto lacks falls back the same way on
  // every machine, whatever fonts Debian installed.
  writeFileSync(
    path.join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${path.join(dir, 'fonts')}</dir>
  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`,
  );
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return pinnedBrowser();
}

if (import.meta.url === `file://${process.argv[1]}` && process.env.LECTERN_NO_BROWSER) {
  console.log('LECTERN_NO_BROWSER is set: the pinned Chromium is not unpacked.');
} else if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const browser = await installBrowser();
    console.log(
      `${browserVersion(browser.executable)} (${browser.package}): ${browser.executable}`,
    );
  } catch (error) {
    // npm install must not fail on a machine that only runs the product: say what is missing.
    console.warn(`The pinned Chromium could not be unpacked: ${error.message}`);
  }
}
