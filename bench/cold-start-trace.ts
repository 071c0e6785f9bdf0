/**
 * `npx tsx bench/cold-start-trace.ts <folder>...`: where a cold start's main thread went, from the
 * Chrome traces `BENCH_CHROME_TRACE=<folder> npx tsx bench/cold-start-only.ts` writes (one
 * cold-start-<n>.trace.json per run). For each folder: per run, the question's time and the page's
 * main-thread CPU time from navigation to it (the tasks' thread time, which a busy machine inflates
 * far less than their wall time), cut into phases at the app's User Timing marks (qh:main, qh:boot,
 * ...; a task counts in the phase it started in, so the task that evaluates the entry and runs
 * main.tsx counts before qh:main); then the medians. Two builds' folders side by side show what a change took off the main
 * thread even when the machine is too noisy for their wall-clock medians to.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './targets';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

interface TraceFile {
  readonly traceEvents: readonly TraceEvent[];
  readonly readyAt: number;
}

export interface RunBreakdown {
  readonly readyMs: number;
  /** Main-thread CPU ms of the tasks that started between navigation and the question. */
  readonly cpuMs: number;
  /** [phase name, its start in ms since navigation, main-thread CPU ms in it]. */
  readonly phases: readonly (readonly [string, number, number])[];
}

/** The breakdown of one trace: the renderer's main thread, from the first navigationStart on it. */
export function breakdown(trace: TraceFile): RunBreakdown {
  const events = trace.traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const starts = events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid).map((e) => e.ts);
  if (starts.length === 0) throw new Error('no navigationStart in the trace');
  const navigation = Math.min(...starts);
  const ms = (ts: number) => (ts - navigation) / 1000;
  const marks = new Map<string, number>();
  for (const e of events) if (e.name.startsWith('qh:') && e.pid === main.pid && !marks.has(e.name)) marks.set(e.name, ms(e.ts));
  const bounds: [string, number][] = [['navigation', 0], ...[...marks].filter(([, at]) => at < trace.readyAt).map(([name, at]) => [name.slice(3), at] as [string, number])];
  bounds.sort((a, b) => a[1] - b[1]);
  const cpu = bounds.map(() => 0);
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !onMain(e)) continue;
    const at = ms(e.ts);
    if (at < 0 || at > trace.readyAt) continue;
    let phase = 0;
    while (phase + 1 < bounds.length && (bounds[phase + 1]?.[1] ?? Infinity) <= at) phase++;
    cpu[phase] = (cpu[phase] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000;
  }
  return {
    readyMs: trace.readyAt,
    cpuMs: cpu.reduce((a, b) => a + b, 0),
    phases: bounds.map(([name, at], i) => [name, at, cpu[i] ?? 0] as const),
  };
}

async function folderBreakdowns(folder: string): Promise<RunBreakdown[]> {
  const files = (await readdir(folder)).filter((f) => f.endsWith('.trace.json')).sort();
  return Promise.all(files.map(async (f) => breakdown(JSON.parse(await readFile(path.join(folder, f), 'utf8')) as TraceFile)));
}

const fmt = (n: number) => n.toFixed(0);

async function main(): Promise<void> {
  const folders = process.argv.slice(2);
  if (folders.length === 0) throw new Error('usage: cold-start-trace.ts <trace folder>...');
  for (const folder of folders) {
    const runs = await folderBreakdowns(folder);
    console.log(`${folder}: ${runs.length} runs`);
    for (const run of runs) {
      const phases = run.phases.map(([name, at, cpu]) => `${name}@${fmt(at)}:${fmt(cpu)}`).join(' ');
      console.log(`  ready ${fmt(run.readyMs)} ms, main-thread CPU ${fmt(run.cpuMs)} ms  [${phases}]`);
    }
    console.log(`  median: ready ${fmt(median(runs.map((r) => r.readyMs)))} ms, main-thread CPU ${fmt(median(runs.map((r) => r.cpuMs)))} ms`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
