import { describe, expect, it } from 'vitest'
import { mainThreadTasks, summarizeTasks } from './main-thread.mjs'

const url = 'http://localhost:4190/bendruomenes'
const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } })
const task = (tid: number, ts: number, dur: number, tdur: number) => ({ name: 'RunTask', ph: 'X', pid: 2, tid, ts, dur, tdur })

describe('mainThreadTasks', () => {
  const trace = [
    thread(1, 1, 'CrRendererMain'),
    thread(2, 7, 'CrRendererMain'),
    thread(2, 8, 'Compositor'),
    { name: 'ParseHTML', ph: 'X', pid: 2, tid: 7, ts: 100, dur: 10, args: { beginData: { url } } },
    task(7, 0, 20_000, 10_000),
    // A task nested in the one before it is part of it, not work of its own.
    task(7, 5_000, 2_000, 2_000),
    task(7, 30_000, 40_000, 30_000),
    // Other threads and other renderers do not count.
    task(8, 0, 90_000, 90_000),
    { ...task(1, 0, 90_000, 90_000), pid: 1 },
  ]

  it('returns the CPU time of each top-level task on the renderer thread that parsed the page', () => {
    expect(mainThreadTasks(trace, url)).toEqual([10, 30])
  })

  it('fails loudly when the page was never parsed', () => {
    expect(() => mainThreadTasks(trace, 'http://localhost:4190/kita')).toThrow(/No renderer main thread/)
  })
})

describe('summarizeTasks', () => {
  it('sums CPU time and counts what each task would spend beyond 50 ms on a 4× slower phone', () => {
    // 10 ms → 40 ms (not long); 30 ms → 120 ms (70 ms blocking); 20 ms → 80 ms (30 ms blocking).
    expect(summarizeTasks([10, 30, 20])).toEqual({ cpuMs: 60, blockingMs: 100, longestTaskMs: 120 })
  })

  it('is zero for a page that did nothing', () => {
    expect(summarizeTasks([])).toEqual({ cpuMs: 0, blockingMs: 0, longestTaskMs: 0 })
  })
})
