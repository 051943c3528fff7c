import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The container's runtime stage copies server/ and only the parts of src/ the server imports.
 * Every file the server reaches (following imports from server/, tests aside) must be there,
 * or the image starts and fails on its first import.
 */
describe('the Dockerfile', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
  const copied = [...runtime.matchAll(/^COPY (?!--from)(\S+)/gm)].map((m) => m[1]!);

  const imports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from '(\.[^']+)'/gm)]
      .map((m) => path.resolve(path.dirname(file), m[1]!))
      .filter((target) => target.endsWith('.ts') || target.endsWith('.tsx'));

  function reached(): Set<string> {
    const seen = new Set<string>();
    const queue = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('testing'))
      .map((f) => path.join(root, 'server', f));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...imports(file));
    }
    return seen;
  }

  it('copies every file of src/ that the server imports', () => {
    const needed = [...reached()]
      .map((file) => path.relative(root, file))
      .filter((file) => file.startsWith('src/'));
    expect(needed.length).toBeGreaterThan(0);
    const missing = needed.filter(
      (file) => !copied.some((c) => file === c || file.startsWith(c.endsWith('/') ? c : `${c}/`)),
    );
    expect(missing).toEqual([]);
  });
});
