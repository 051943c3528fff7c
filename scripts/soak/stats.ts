// What the soak counts per window (a minute, or a step of the step test), and how it prints.

/** How one request ended: an answer from Lectern, a 502 the proxy would give, or none. */
export interface Outcome {
  /** The HTTP status; 502 when the proxy got no answer it could pass on; 0 when dropped. */
  status: number;
  ms: number;
  /** Which app process answered (or was last tried). */
  upstream: number;
  kind: 'answered' | 'bad_gateway' | 'dropped';
  /** Tries on another process (a connection refused, or a read cut off). */
  retried: number;
  write: boolean;
  /** The operation's name (scripts/soak/operations.ts), when it was sent. */
  name?: string;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export interface WindowReport {
  label: string;
  seconds: number;
  rate: number;
  requests: number;
  ok: number;
  nonOk: Record<string, number>;
  dropped: number;
  retried: number;
  p50: number;
  p95: number;
  p99: number;
  /** 503 answers: how fast they came (p95, ms). */
  busyP95: number;
  /** The slowest 503, and how many took longer than 1 s (the target: the excess told within 1 s). */
  busyMax: number;
  busyOver1s: number;
  errorsByProcess: Record<string, number>;
  rssMb: number[];
  dbConnections: number;
  /** The generator's own lateness: how far behind its schedule it sent (p99, ms). */
  lateP99: number;
  /** Requests the generator did not send, being more than a second behind its schedule. */
  skipped: number;
  /** The generator's longest event-loop stall in the window (ms). */
  stallMs: number;
}

/** Outcomes gathered over one window. */
export class Window {
  outcomes: Outcome[] = [];
  late: number[] = [];
  skipped = 0;
  stallMs = 0;
  readonly started = performance.now();
  readonly label: string;
  readonly rate: number;
  constructor(label: string, rate: number) {
    this.label = label;
    this.rate = rate;
  }

  report(rssMb: number[], dbConnections: number): WindowReport {
    const answered = this.outcomes.filter((o) => o.kind === 'answered');
    const times = answered.map((o) => o.ms).sort((a, b) => a - b);
    const busy = answered
      .filter((o) => o.status === 503)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    const nonOk: Record<string, number> = {};
    const errorsByProcess: Record<string, number> = {};
    for (const o of this.outcomes) {
      if (o.kind === 'dropped' || (o.status >= 200 && o.status < 300)) continue;
      nonOk[o.status] = (nonOk[o.status] ?? 0) + 1;
      if (o.status >= 500) errorsByProcess[o.upstream] = (errorsByProcess[o.upstream] ?? 0) + 1;
    }
    const round = (ms: number) => Math.round(ms * 10) / 10;
    const late = [...this.late].sort((a, b) => a - b);
    return {
      label: this.label,
      seconds: Math.round((performance.now() - this.started) / 100) / 10,
      rate: this.rate,
      requests: this.outcomes.length,
      ok: this.outcomes.filter((o) => o.status >= 200 && o.status < 300).length,
      nonOk,
      dropped: this.outcomes.filter((o) => o.kind === 'dropped').length,
      retried: this.outcomes.filter((o) => o.retried > 0).length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      busyP95: round(percentile(busy, 95)),
      busyMax: round(busy.at(-1) ?? 0),
      busyOver1s: busy.filter((ms) => ms > 1000).length,
      errorsByProcess,
      rssMb,
      dbConnections,
      lateP99: round(percentile(late, 99)),
      skipped: this.skipped,
      stallMs: round(this.stallMs),
    };
  }
}

export function printHeader() {
  console.log(
    'window        rate/s  requests   2xx  non-2xx            dropped  p50 ms  p95 ms  p99 ms  RSS MB (per process)  db conns',
  );
}

export function printReport(r: WindowReport) {
  const codes =
    Object.entries(r.nonOk)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ') || '-';
  console.log(
    [
      r.label.padEnd(12),
      String(r.rate).padStart(7),
      String(r.requests).padStart(9),
      String(r.ok).padStart(5),
      ` ${codes.padEnd(18)}`,
      String(r.dropped).padStart(7),
      r.p50.toFixed(1).padStart(7),
      r.p95.toFixed(1).padStart(7),
      r.p99.toFixed(1).padStart(7),
      `  ${r.rssMb.map((m) => m.toFixed(0)).join(' / ')}`.padEnd(22),
      String(r.dbConnections).padStart(8),
    ].join(' '),
  );
}
