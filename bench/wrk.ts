import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The load generator: wrk, a process of its own, sending a file of bodies in turn (bench/wrk-bodies.lua). */

export interface WrkResult {
  /** Requests completed in the cell. */
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts, answers that are not 200, and 200 answers that carry GraphQL errors. */
  failures: number;
}

const SCRIPT = join(__dirname, 'wrk-bodies.lua');

/** wrk's version line, or undefined when it is not installed. */
export function wrkVersion(): string | undefined {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) return undefined;
  return `${probe.stdout ?? ''}${probe.stderr ?? ''}`.split('\n')[0]?.replace(/\s+Copyright.*$/, '').trim();
}

export interface WrkOptions {
  url: string;
  bodiesFile: string;
  apiKey: string;
  connections: number;
  seconds: number;
  /** Where in the pool this cell starts. */
  start: number;
  /** Called with wrk's pid once it runs. */
  onStart?: (pid: number) => void;
}

export function runWrk(options: WrkOptions): Promise<WrkResult> {
  // One thread: at these rates it is far from its limit, and it leaves the cores to the servers.
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', SCRIPT, options.url, '--', options.bodiesFile, options.apiKey, String(options.start)];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid) options.onStart?.(child.pid);
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.split('\n').find((candidate) => candidate.startsWith('{"requests"'));
      if (code !== 0 || !line) {
        reject(new Error(`wrk exited with ${code}: ${err || out}`));
        return;
      }
      const r = JSON.parse(line) as {
        requests: number;
        durationUs: number;
        p50Us: number;
        p99Us: number;
        connectErrors: number;
        readErrors: number;
        writeErrors: number;
        statusErrors: number;
        timeouts: number;
        failed: number;
      };
      const seconds = r.durationUs / 1e6;
      resolve({
        requests: r.requests,
        seconds,
        rps: seconds ? r.requests / seconds : 0,
        p50Ms: r.p50Us / 1000,
        p99Ms: r.p99Us / 1000,
        // statusErrors are also counted in `failed` (not 200); socket errors and timeouts are not.
        failures: r.failed + r.connectErrors + r.readErrors + r.writeErrors + r.timeouts,
      });
    });
  });
}
