// A client that starts an upload and closes the connection midway is no server error: the log
// gets no error line and no stack, and the server goes on answering. A real Node server on
// loopback, as `npm start` runs it, and raw sockets to cut the body where we choose.
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeacher, testApp, type Client, type TestApp } from '../testing/test-app.ts';
import { isClientAbort } from './aborted.ts';
import { answerEveryRequest } from './node-server.ts';

let t: TestApp;
let server: Server;
let port: number;
let teacher: Client;
beforeAll(async () => {
  t = await testApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  answerEveryRequest(server);
  await new Promise((listening) => server.once('listening', listening));
  port = (server.address() as AddressInfo).port;
  teacher = await signedInTeacher(t, 'uploader@school.org');
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await t.close();
});

const openConnections = () =>
  new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));

/** Sends the head and the first part of a body, then closes the connection. */
async function abortUpload(path: string, framing: 'length' | 'chunked') {
  const socket = connect(port, '127.0.0.1');
  await new Promise((connected) => socket.once('connect', connected));
  const cookie = [...teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const part = '{"name":"Algebra I","subject":"math","grade":"9","room":"B-2';
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${new URL(t.origin).host}`,
      `Origin: ${t.origin}`,
      `Cookie: ${cookie}`,
      'Content-Type: application/json',
      framing === 'length' ? 'Content-Length: 4000' : 'Transfer-Encoding: chunked',
      '',
      framing === 'length' ? part : `${part.length.toString(16)}\r\n${part}\r\n`,
    ].join('\r\n'),
  );
  await new Promise((sent) => setTimeout(sent, 100));
  socket.destroy();
  // The server has seen the close once it holds no connection; its handler then settles.
  for (let waited = 0; (await openConnections()) > 0 && waited < 5_000; waited += 20)
    await new Promise((tick) => setTimeout(tick, 20));
  await new Promise((settled) => setTimeout(settled, 100));
}

const lines = () => t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('an upload the client abandons midway', () => {
  it.each([
    ['/api/classes', 'length'],
    ['/api/auth/sign-in', 'length'],
    ['/api/classes', 'chunked'],
    ['/api/auth/sign-up', 'chunked'],
  ] as const)('to %s (%s framing) logs no error and no stack', async (path, framing) => {
    const before = t.logs.length;
    await abortUpload(path, framing);
    const logged = lines().slice(before);
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
    expect(t.logs.slice(before).join('')).not.toContain('stack');
    // The server goes on answering, and made nothing of the half body.
    expect((await teacher.get('/api/classes')).status).toBe(200);
    expect(((await (await teacher.get('/api/classes')).json()) as { total: number }).total).toBe(0);
  });

  it('is recorded as an event when the body was being read for its size', async () => {
    const before = t.logs.length;
    await abortUpload('/api/classes', 'chunked');
    expect(lines().slice(before)).toEqual([
      expect.objectContaining({ level: 'info', event: 'request_aborted', path: '/api/classes' }),
    ]);
  });

  it('is told apart from a database or mail server dropping the connection', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const dropped = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isClientAbort(aborted)).toBe(true);
    expect(isClientAbort(dropped)).toBe(false);
    expect(isClientAbort(undefined)).toBe(false);
  });
});

/** Sends a head declaring `length` bytes and `sent` of them; the raw answer, when it ends. */
async function oversized(length: number, sent: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((connected) => socket.once('connect', connected));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const ended = new Promise<boolean>((resolve) => {
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), 3_000);
  });
  socket.write(
    [
      'POST /api/auth/sign-in HTTP/1.1',
      `Host: ${new URL(t.origin).host}`,
      `Origin: ${t.origin}`,
      'Content-Type: application/json',
      'Connection: keep-alive',
      `Content-Length: ${length}`,
      '',
      'x'.repeat(sent),
    ].join('\r\n'),
  );
  const closed = await ended;
  socket.destroy();
  return { answer, closed };
}

describe('a body over the limit', () => {
  it('over 1 MiB and not read: a 413 that says Connection: close, and the connection ends', async () => {
    const { answer, closed } = await oversized(2 * 1024 * 1024, 64 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer.toLowerCase()).not.toContain('connection: keep-alive');
    expect(closed).toBe(true);
  });

  it('within 1 MiB and read whole: a 413 on a connection that stays open', async () => {
    const size = 40 * 1024;
    const { answer, closed } = await oversized(size, size);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).not.toContain('connection: close');
    expect(closed).toBe(false);
  });
});
