// The site's server on the bench's build: how it follows one change, what it costs when
// nothing changes, and what its pages weigh as served.
import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { freePort } from './cluster.mjs'
import { cpuSeconds, waitForIdle } from './procfs.mjs'

/**
 * Starts scripts/scale/site-process.mjs on `dist`; resolves once it answers.
 * @param {{ dist: string, apiUrl: string, tickMs: number, track: (child: import('node:child_process').ChildProcess) => void }} options
 */
export async function startSite({ dist, apiUrl, tickMs, track }) {
  const port = await freePort()
  const child = spawn(process.execPath, [new URL('./site-process.mjs', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port), SITE_DIST: dist, VITE_SUPABASE_URL: apiUrl, SITE_TICK_MS: String(tickMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  track(child)
  /** @type {string[]} */
  const errors = []
  child.stderr?.on('data', (chunk) => errors.push(String(chunk)))
  child.stdout?.resume()
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site's server exited (${child.exitCode}): ${errors.join('').slice(-400)}`)
    try {
      await fetch(`${url}/robots.txt`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error('the site\'s server did not answer within 120 s')
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return { child, url, pid: /** @type {number} */ (child.pid), errors }
}

/** @param {import('node:child_process').ChildProcess} child */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** Every file of the build but its scripts and styles, with its modification time. @param {string} dist */
export function fileTimes(dist) {
  /** @type {Map<string, number>} */
  const times = new Map()
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!(dir === dist && (entry.name === 'assets' || entry.name.startsWith('.')))) walk(path)
      } else times.set(path, statSync(path).mtimeMs)
    }
  }
  walk(dist)
  return times
}

/** A page as served: raw and gzip bytes, and a rough count of its elements. @param {string} url */
export function pageWeight(url) {
  /** @type {Promise<{ raw: number, gzip: number | null, elements: number }>} */
  const weight = new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: HTTP ${response.statusCode}`))
        const wire = Buffer.concat(chunks)
        const gzipped = response.headers['content-encoding'] === 'gzip'
        const html = gzipped ? gunzipSync(wire) : wire
        resolve({ raw: html.length, gzip: gzipped ? wire.length : null, elements: (html.toString('utf8').match(/<[a-z]/g) ?? []).length })
      })
    }).on('error', reject)
  })
  return weight
}

/**
 * Waits until each page serves `text`, while the server works; returns seconds from `since`
 * for each (null: not within the limit), and whether and when the server got idle.
 * @param {{ siteUrl: string, pid: number, pages: string[], text: string, limitMs: number, since: number }} options
 */
export async function followChange({ siteUrl, pid, pages, text, limitMs, since }) {
  /** @type {Record<string, number | null>} */
  const seen = Object.fromEntries(pages.map((page) => [page, null]))
  let polling = true
  const poll = (async () => {
    while (polling && Object.values(seen).some((value) => value === null)) {
      for (const page of pages) {
        if (seen[page] !== null) continue
        try {
          const body = await (await fetch(`${siteUrl}${page}`)).text()
          if (body.includes(text)) seen[page] = (Date.now() - since) / 1000
        } catch {
          // answered nothing this time
        }
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  const cpuBefore = cpuSeconds(pid)
  const idle = await waitForIdle(pid, { limitMs })
  // The pages may still be waiting for their turn when the server looked idle: keep looking.
  const deadline = since + limitMs
  while (Object.values(seen).some((value) => value === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
  polling = false
  await poll
  return { seen, idle, cpuBefore }
}
