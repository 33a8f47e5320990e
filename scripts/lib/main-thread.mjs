// Main-thread work of one page load, read from a Chromium trace as CPU time rather than wall
// time: a busy machine stretches wall time but barely changes how much work a page asks of the
// CPU. Blocking time follows Lighthouse's mobile preset, which runs tasks on a CPU 4× slower
// than the measuring machine and counts what each task spends beyond 50 ms.
import { settle, trackRequests } from './settle.mjs'

export const MOBILE_CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50

/**
 * The fields of a Chromium trace event read here (times in µs; tdur is thread CPU time).
 * @typedef {{
 *   name: string, ph?: string, pid: number, tid: number, ts?: number, dur?: number, tdur?: number,
 *   args?: { name?: string, beginData?: { url?: string } },
 * }} TraceEvent
 * @typedef {TraceEvent & { ts: number, dur: number, tdur: number }} TimedTask
 * @typedef {{ cpuMs: number, blockingMs: number, longestTaskMs: number }} MainThreadSummary
 */

/**
 * Top-level tasks on the renderer main thread that parsed `url`: their CPU time in ms.
 * @param {TraceEvent[]} traceEvents @param {string} url
 * @returns {number[]}
 */
export function mainThreadTasks(traceEvents, url) {
  const mainThreads = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const parsed = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url && mainThreads.has(`${e.pid}:${e.tid}`))
  /** @param {string} thread */
  const tasksOf = (thread) =>
    traceEvents.filter(
      /** @returns {e is TimedTask} */
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        `${e.pid}:${e.tid}` === thread &&
        typeof e.tdur === 'number' &&
        typeof e.ts === 'number' &&
        typeof e.dur === 'number',
    )
  const thread = parsed ? `${parsed.pid}:${parsed.tid}` : null
  if (!thread) throw new Error(`No renderer main thread parsed ${url}`)
  const tasks = tasksOf(thread).sort((a, b) => a.ts - b.ts)
  const topLevel = []
  let end = -Infinity
  for (const task of tasks) {
    if (task.ts >= end) {
      topLevel.push(task.tdur / 1000)
      end = task.ts + task.dur
    }
  }
  return topLevel
}

/**
 * CPU time of every main-thread task, and blocking time as a 4× slower phone would see it.
 * @param {number[]} taskCpuMs
 * @returns {MainThreadSummary}
 */
export function summarizeTasks(taskCpuMs) {
  const cpuMs = taskCpuMs.reduce((sum, ms) => sum + ms, 0)
  const blockingMs = taskCpuMs.reduce((sum, ms) => sum + Math.max(0, ms * MOBILE_CPU_SLOWDOWN - LONG_TASK_MS), 0)
  return { cpuMs, blockingMs, longestTaskMs: Math.max(0, ...taskCpuMs) * MOBILE_CPU_SLOWDOWN }
}

/**
 * Loads `url` in a fresh context until it has hydrated and settled, tracing the main thread.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
export async function measureMainThread(browser, url) {
  // The phone Lighthouse's mobile preset emulates: layout work depends on the viewport.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const requests = trackRequests(page)
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
  await page.goto(url)
  await settle(page, requests)
  /** @type {{ traceEvents: TraceEvent[] }} */
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
  await context.close()
  return summarizeTasks(mainThreadTasks(trace.traceEvents, url))
}
