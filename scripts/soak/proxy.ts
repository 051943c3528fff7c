// The soak's stand-in for the reverse proxy (deploy/Caddyfile): round-robin over the app
// processes on loopback with keep-alive connections (closed after 60 s idle), and what Caddy
// does when one fails. A connection refused is tried on the next process (any method), a read
// whose exchange failed too (GET only, Caddy's lb_retry_match default), 250 ms later
// (lb_try_interval), for up to 5 s (lb_try_duration); a process that failed is passed over for
// 10 s (fail_duration), one whose /readyz does not answer 200 until it does (health_uri, every
// 2 s). What cannot be passed on is a 502, as Caddy answers. A request with no answer within
// 10 s is dropped (the client gives up).
import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: OutgoingHttpHeaders;
  body?: string;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Sent {
  kind: 'answered' | 'bad_gateway' | 'dropped';
  status: number;
  upstream: number;
  retried: number;
  answer?: Answer;
}

const TRY_DURATION_MS = 5_000;
const TRY_INTERVAL_MS = 250;
const FAIL_DURATION_MS = 10_000;
const HEALTH_INTERVAL_MS = 2_000;
const TIMEOUT_MS = 10_000;

class Failed extends Error {
  readonly phase: 'connect' | 'exchange' | 'timeout';
  constructor(phase: Failed['phase'], cause: unknown) {
    super(phase, { cause });
    this.phase = phase;
  }
}

/** The body as JSON, decompressed as it came. */
export function json<T>(answer: Answer): T {
  const encoding = answer.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(raw.toString('utf8')) as T;
}

export class RoundRobin {
  private turn = 0;
  private readonly agents: Agent[];
  private readonly failedUntil: number[];
  private readonly ready: boolean[];
  private readonly checks: NodeJS.Timeout;
  readonly ports: number[];
  constructor(ports: number[]) {
    this.ports = ports;
    this.agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: 512, timeout: 60_000 }));
    this.failedUntil = ports.map(() => 0);
    this.ready = ports.map(() => true);
    this.checks = setInterval(() => {
      for (const [i, port] of ports.entries()) {
        const req = request({
          host: '127.0.0.1',
          port,
          path: '/readyz',
          agent: false,
          timeout: 3000,
        });
        req.on('response', (res) => {
          res.resume();
          this.ready[i] = res.statusCode === 200;
        });
        req.on('timeout', () => req.destroy());
        req.on('error', () => (this.ready[i] = false));
        req.end();
      }
    }, HEALTH_INTERVAL_MS);
  }

  close() {
    clearInterval(this.checks);
    for (const agent of this.agents) agent.destroy();
  }

  /** The next process in turn that is ready and has not failed lately (any, if none is). */
  private pick(): number {
    const now = performance.now();
    for (let i = 0; i < this.ports.length; i += 1) {
      const candidate = this.turn++ % this.ports.length;
      if (this.ready[candidate] && this.failedUntil[candidate]! <= now) return candidate;
    }
    return this.turn++ % this.ports.length;
  }

  async send(call: Call): Promise<Sent> {
    const started = performance.now();
    let retried = 0;
    let upstream = this.pick();
    for (;;) {
      const left = TIMEOUT_MS - (performance.now() - started);
      try {
        const answer = await this.once(upstream, call, left);
        return { kind: 'answered', status: answer.status, upstream, retried, answer };
      } catch (error) {
        // Not the server's doing: the generator's own mistake (a path it did not escape).
        if (!(error instanceof Failed)) throw error;
        if (error.phase === 'timeout') return { kind: 'dropped', status: 0, upstream, retried };
        this.failedUntil[upstream] = performance.now() + FAIL_DURATION_MS;
        const mayRetry = error.phase === 'connect' || call.method === 'GET';
        if (!mayRetry || performance.now() - started + TRY_INTERVAL_MS > TRY_DURATION_MS)
          return { kind: 'bad_gateway', status: 502, upstream, retried };
        await sleep(TRY_INTERVAL_MS);
        upstream = this.pick();
        retried += 1;
      }
    }
  }

  private once(upstream: number, call: Call, timeoutMs: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: this.ports[upstream],
        method: call.method,
        path: call.path,
        headers:
          call.body === undefined
            ? call.headers
            : { ...call.headers, 'content-length': Buffer.byteLength(call.body) },
        agent: this.agents[upstream],
      });
      let connected = false;
      const timer = setTimeout(() => req.destroy(new Failed('timeout', undefined)), timeoutMs);
      req.on('socket', (socket) => {
        if (!socket.connecting) connected = true;
        else socket.once('connect', () => (connected = true));
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
        res.on('error', (error) => {
          clearTimeout(timer);
          reject(error instanceof Failed ? error : new Failed('exchange', error));
        });
      });
      req.on('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        if (error instanceof Failed) return reject(error);
        const refused = !connected && !req.reusedSocket;
        reject(new Failed(refused ? 'connect' : 'exchange', error));
      });
      req.end(call.body);
    });
  }
}
