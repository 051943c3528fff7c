// The visual suite's comparison is strict enough to catch a one-pixel border and a colour token
// moved by a single unit: deliberate changes to a committed baseline, through the very function
// and options the story runner uses (jest-image-snapshot with .storybook/visual-compare.ts).
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotOptions } from '../.storybook/visual-compare.ts';

const require = createRequire(import.meta.url);
const { diffImageToSnapshot } = require('jest-image-snapshot/src/diff-snapshot') as {
  diffImageToSnapshot: (options: Record<string, unknown>) => {
    pass: boolean;
    diffPixelCount?: number;
  };
};

const BASELINES = path.resolve('visual-baselines');
/** A real baseline: a light form field, with text, a border and a button on the page colour. */
const SAMPLE = 'components-form-textfield--with-hint--light';

let dir: string;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function compare(change: (png: PNG) => void) {
  dir = mkdtempSync(path.join(tmpdir(), 'visual-compare-'));
  copyFileSync(path.join(BASELINES, `${SAMPLE}.png`), path.join(dir, `${SAMPLE}.png`));
  const png = PNG.sync.read(readFileSync(path.join(BASELINES, `${SAMPLE}.png`)));
  change(png);
  return diffImageToSnapshot({
    ...snapshotOptions,
    receivedImageBuffer: PNG.sync.write(png),
    snapshotIdentifier: SAMPLE,
    snapshotsDir: dir,
    diffDir: path.join(dir, 'diff'),
    receivedDir: path.join(dir, 'received'),
    updateSnapshot: false,
  });
}

const offset = (png: PNG, x: number, y: number) => (png.width * y + x) << 2;

/** The most frequent colour that is not the page's (the corner pixel's): a token in use. */
function commonColour(png: PNG): number {
  const counts = new Map<number, number>();
  const page = png.data.readUInt32BE(0);
  for (let i = 0; i < png.data.length; i += 4) {
    const colour = png.data.readUInt32BE(i);
    if (colour !== page) counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('the visual comparison', () => {
  it('uses a baseline that exists', () => {
    expect(readdirSync(BASELINES)).toContain(`${SAMPLE}.png`);
  });

  it('passes the very same picture', () => {
    expect(compare(() => {}).pass).toBe(true);
  });

  it('fails one pixel moved by one unit of one channel', () => {
    const result = compare((png) => {
      const i = offset(png, 40, 40);
      png.data[i] = png.data[i]! > 0 ? png.data[i]! - 1 : 1;
    });
    expect(result.pass).toBe(false);
    expect(result.diffPixelCount).toBe(1);
  });

  it('fails a one-pixel border drawn around a field', () => {
    const result = compare((png) => {
      for (let x = 16; x < png.width - 16; x++) {
        const i = offset(png, x, 10);
        png.data[i] = 0;
        png.data[i + 1] = 0;
        png.data[i + 2] = 0;
      }
    });
    expect(result.pass).toBe(false);
    expect(result.diffPixelCount).toBeGreaterThan(100);
  });

  it('fails a colour token moved by one unit wherever it is used', () => {
    const result = compare((png) => {
      const token = commonColour(png);
      for (let i = 0; i < png.data.length; i += 4) {
        if (png.data.readUInt32BE(i) === token) png.data[i + 2] = (png.data[i + 2]! + 1) % 256;
      }
    });
    expect(result.pass).toBe(false);
  });
});
