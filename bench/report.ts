import type { ChildProcess } from 'node:child_process';
import type { BodyMode, QueryName } from './queries';

/** The markdown report `npm run bench` prints at the end (docs/performance.md keeps the latest). */

export interface Setup {
  name: string;
  /** Setups are compared within their group: one process each, or N workers each. */
  group: string;
  kind: 'ours' | 'hive' | 'hive-rust';
  /** Whether the router calls the HTTP subgraphs (their CPU is then part of the whole chain's). */
  overHttp: boolean;
  child: ChildProcess;
  url: string;
  health: string;
}

/** One cell: one setup, one query, one body mode, one round. */
export interface Cell {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time (user + system) per completed query: the router's process (and its workers). */
  routerCpuMs: number;
  /** The same, summed over the router, the HTTP subgraphs it calls and the fixed service. */
  chainCpuMs: number;
  /** The router's largest resident set during the cell (summed over a cluster's processes). */
  peakRssMb: number;
  callsPerQuery: number;
  failures: number;
  /** CPU the machine spent on processes outside the bench during the cell, in cores (its summary: the largest of its rounds). */
  otherCores: number;
  /** The router's main thread's CPU during the cell, in cores (about 1 at most: the CPU is read just before and after wrk runs): the busiest one of a cluster's processes. */
  mainThreadCores: number;
  /** How long that thread was ready to run but waited for a core, in cores. */
  mainThreadWaitCores: number;
  /** CPU every program of the machine spent during the cell, in cores (the bench's, wrk's and others'). */
  machineCores: number;
}

export interface Summary extends Cell {
  rpsMin: number;
  rpsMax: number;
}

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  usableCores: number;
  memoryGiB: number;
  node: string;
  wrk: string;
  packages: Record<string, string>;
  loadBefore: number[];
  loadAfter: number[];
}

export interface Report {
  machine: Machine;
  setups: Setup[];
  queries: readonly QueryName[];
  modes: readonly BodyMode[];
  documents: Record<QueryName, string>;
  load: { connections: number; seconds: number; rounds: number; poolSize: number; gatewayFlags: string[]; maxOtherCores: number; retries: number; retried: number };
  summary: (setup: Setup, query: QueryName, mode: BodyMode) => Summary | undefined;
}

const MODE_TITLES: Record<BodyMode, string> = {
  distinct: 'Distinct bodies (every request another account or page)',
  identical: 'Identical bodies (one body again and again)',
};

const fixed = (value: number, digits: number) => value.toFixed(digits);
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

export function formatReport(report: Report): string {
  const { machine, load: settings } = report;
  const lines: string[] = [];
  lines.push(
    `${machine.date}: ${machine.cpu}, ${machine.cores} cores (${machine.usableCores} usable), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.wrk}`,
    Object.entries(machine.packages)
      .map(([name, version]) => `${name} ${version}`)
      .join(', '),
    `${settings.connections} connections, ${settings.seconds} s per cell, ${settings.rounds} rounds interleaved, medians (req/s range: lowest and highest round); ` +
      `distinct bodies: ${settings.poolSize.toLocaleString('en-US')} per query, identical: one; gateway flags ${settings.gatewayFlags.join(' ') || 'none'}; ` +
      `load average (1, 5, 15 min) before ${load(machine.loadBefore)}, after ${load(machine.loadAfter)}; ` +
      `a cell during which other programs used over ${settings.maxOtherCores} cores was measured again (at most ${settings.retries} times): ${settings.retried} cells`,
  );
  for (const mode of report.modes) {
    lines.push('', `### ${MODE_TITLES[mode]}`, '');
    lines.push('| setup | query | req/s | req/s range | p50 ms | p99 ms | router CPU ms/query | whole chain CPU ms/query | router main thread, cores | its wait for a core, cores | machine busy, cores | router peak RSS MB | service calls/query | failed | other load, cores |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const query of report.queries) {
      for (const setup of report.setups) {
        const cell = report.summary(setup, query, mode);
        if (!cell) continue;
        lines.push(
          `| ${setup.name} | ${query} | ${fixed(cell.rps, 0)} | ${fixed(cell.rpsMin, 0)}–${fixed(cell.rpsMax, 0)} | ${fixed(cell.p50, 1)} | ${fixed(cell.p99, 1)} | ${fixed(cell.routerCpuMs, 2)} | ${fixed(cell.chainCpuMs, 2)} | ${fixed(cell.mainThreadCores, 2)} | ${fixed(cell.mainThreadWaitCores, 2)} | ${fixed(cell.machineCores, 2)} | ${fixed(cell.peakRssMb, 0)} | ${fixed(cell.callsPerQuery, 2)} | ${cell.failures} | ${fixed(cell.otherCores, 2)} |`,
        );
      }
    }
    lines.push('', `| ratio, ${mode} bodies | ${report.queries.join(' | ')} |`, `|---|${report.queries.map(() => '---').join('|')}|`);
    const groups = [...new Set(report.setups.map((setup) => setup.group))];
    const pairs = groups.flatMap((group) => {
      const inGroup = report.setups.filter((setup) => setup.group === group);
      const hives = inGroup.filter((setup) => setup.kind !== 'ours');
      const ours = inGroup.filter((setup) => setup.kind === 'ours');
      const rust = inGroup.find((setup) => setup.kind === 'hive-rust');
      const plain = inGroup.find((setup) => setup.kind === 'hive');
      return [...ours.flatMap((a) => hives.map((b) => [a, b] as const)), ...(rust && plain ? [[rust, plain] as const] : [])];
    });
    const row = (label: string, field: 'rps' | 'routerCpuMs' | 'chainCpuMs') => {
      for (const [a, b] of pairs) {
        const ratios = report.queries.map((query) => {
          const x = report.summary(a, query, mode);
          const y = report.summary(b, query, mode);
          return x && y && y[field] ? `${(x[field] / y[field]).toFixed(2)}×` : '–';
        });
        lines.push(`| ${label}: ${a.name} / ${b.name} | ${ratios.join(' | ')} |`);
      }
    };
    row('req/s', 'rps');
    row('router CPU per query', 'routerCpuMs');
    row('whole chain CPU per query', 'chainCpuMs');
  }
  lines.push('', 'Queries:', ...Object.entries(report.documents).filter(([name]) => report.queries.includes(name as QueryName)).map(([name, document]) => `- ${name}: \`${document}\``));
  return lines.join('\n');
}
