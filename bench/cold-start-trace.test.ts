import { describe, expect, it } from 'vitest';
import { breakdown } from './cold-start-trace';

const MAIN = { pid: 1, tid: 1 };
const task = (ms: number, durMs: number, cpuMs: number, where = MAIN) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...where,
  ts: 1_000_000 + ms * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const mark = (name: string, ms: number) => ({ name, ph: 'R', ...MAIN, ts: 1_000_000 + ms * 1000 });

describe('breakdown', () => {
  it("sums the main thread's task CPU from navigation to the question, by the phase each task started in", () => {
    const trace = {
      readyAt: 300,
      traceEvents: [
        { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
        { name: 'navigationStart', ph: 'R', ...MAIN, ts: 1_000_000 },
        mark('qh:main', 100),
        mark('qh:app-shown', 200),
        mark('qh:after-start', 400),
        task(-5, 10, 10),
        task(10, 80, 40),
        task(150, 20, 15),
        task(210, 30, 25),
        task(250, 10, 5, { pid: 1, tid: 2 }),
        task(350, 10, 10),
      ],
    };
    expect(breakdown(trace)).toEqual({
      readyMs: 300,
      cpuMs: 80,
      phases: [
        ['navigation', 0, 40],
        ['main', 100, 15],
        ['app-shown', 200, 25],
      ],
    });
  });
});
