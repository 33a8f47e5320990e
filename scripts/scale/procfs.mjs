// What a process and its children use, read from /proc (Linux): resident memory of a process
// tree, and CPU seconds of one process.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100
const PAGE_BYTES = Number(execFileSync('getconf', ['PAGESIZE']).toString().trim()) || 4096

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). @param {number} pid */
function statFields(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return text.slice(text.lastIndexOf(')') + 2).split(' ')
}

/** User + system CPU seconds a process has used so far (0 once it has gone). @param {number} pid */
export function cpuSeconds(pid) {
  try {
    const fields = statFields(pid)
    // utime and stime are fields 14 and 15 of the whole line: 11 and 12 after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** Bytes resident now in `pid` and every process below it. @param {number} pid */
export function treeRssBytes(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map()
  /** @type {Map<number, number>} */
  const rss = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const fields = statFields(Number(name))
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
      // rss (field 24) is in pages.
      rss.set(Number(name), Number(fields[21]) * PAGE_BYTES)
    } catch {
      // ended while listed
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length > 0) {
    const next = /** @type {number} */ (stack.pop())
    total += rss.get(next) ?? 0
    stack.push(...(children.get(next) ?? []))
  }
  return total
}

/** Samples a tree's resident memory every `everyMs` until stopped; returns the peak. @param {number} pid */
export function watchPeakRss(pid, everyMs = 200) {
  let peak = 0
  const sample = () => {
    peak = Math.max(peak, treeRssBytes(pid))
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return () => {
    clearInterval(timer)
    return peak
  }
}

/**
 * Waits until `pid` is idle: less than `slack` CPU seconds used over the last `quietMs` (the
 * server's poll of the change log every few seconds costs a few milliseconds), or gives up after
 * `limitMs`. Returns whether it got idle, when its work ended (seconds from the call), and the
 * CPU seconds used from the call until then.
 * @param {number} pid @param {{ quietMs?: number, slack?: number, limitMs: number, onSample?: () => void }} options
 */
export async function waitForIdle(pid, { quietMs = 5000, slack = 0.05, limitMs, onSample }) {
  const started = Date.now()
  /** @type {Array<{ at: number, cpu: number }>} */
  const samples = [{ at: started, cpu: cpuSeconds(pid) }]
  for (;;) {
    await new Promise((r) => setTimeout(r, 250))
    onSample?.()
    const now = { at: Date.now(), cpu: cpuSeconds(pid) }
    samples.push(now)
    const windowStart = samples.find((sample) => sample.at >= now.at - quietMs) ?? samples[0]
    if (now.at - started >= quietMs && now.cpu - windowStart.cpu < slack) {
      return { idle: true, seconds: (windowStart.at - started) / 1000, cpu: windowStart.cpu - samples[0].cpu }
    }
    if (now.at - started >= limitMs) return { idle: false, seconds: (now.at - started) / 1000, cpu: now.cpu - samples[0].cpu }
  }
}
