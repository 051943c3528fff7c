// Small helpers shared by the project's scripts.
import { spawn } from 'node:child_process';
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
