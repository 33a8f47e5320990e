import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, deniedFeatures, securityHeaders, selfOnlyFeatures, writeHeadersFile } from './security-headers.mjs'

const API = 'https://abcd.supabase.co'
const dir = mkdtempSync(join(tmpdir(), 'headers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Rule = { pattern: RegExp; headers: Array<[string, string]> }

/** Reads a `_headers` file as Netlify and Cloudflare Pages do: a path line, then indented headers. */
function parse(text: string): Rule[] {
  const rules: Rule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      // `*` matches anything, slashes included; `:name` matches one path segment.
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      continue
    }
    const match = line.match(/^\s+([\w-]+):\s*(.+)$/)
    if (!match) throw new Error(`Not a header line: ${line}`)
    rules.at(-1)!.headers.push([match[1].toLowerCase(), match[2]])
  }
  return rules
}

/** The headers a request for `path` gets: every matching rule applies, repeats joined by commas. */
function headersFor(rules: Rule[], path: string) {
  const merged: Record<string, string> = {}
  for (const rule of rules.filter((r) => r.pattern.test(path))) {
    for (const [name, value] of rule.headers) merged[name] = merged[name] ? `${merged[name]}, ${value}` : value
  }
  return merged
}

describe('_headers for static hosts', () => {
  const text = readFileSync(writeHeadersFile(dir, API), 'utf8')
  const rules = parse(text)

  it('uses only syntax both Netlify and Cloudflare Pages accept (no `!` detach)', () => {
    expect(text).not.toMatch(/^\s*!/m)
    expect(rules.length).toBeGreaterThan(0)
  })

  it.each(['/assets/index-Bx9f2.js', '/assets/index-C1a2.css', '/assets/fonts/x-1a2b.woff2'])('%s is cached for a year, unmerged', (path) => {
    expect(headersFor(rules, path)['cache-control']).toBe(IMMUTABLE)
  })

  it.each(['/', '/index.html', '/200.html', '/bendruomenes/index.html'])('HTML file %s is never served stale', (path) => {
    expect(headersFor(rules, path)['cache-control']).toBe('no-cache')
  })

  it.each(['/bendruomenes', '/paskyra', '/admin/contacts'])('%s keeps the host default (revalidate every time)', (path) => {
    expect(headersFor(rules, path)['cache-control']).toBeUndefined()
  })

  it.each(['/', '/bendruomenes', '/assets/index-Bx9f2.js', '/robots.txt'])('%s gets every security header exactly once', (path) => {
    const got = headersFor(rules, path)
    for (const [name, value] of Object.entries(securityHeaders(API))) expect(got[name.toLowerCase()]).toBe(value)
  })
})

describe('security headers', () => {
  const headers = securityHeaders(API)

  it('allow only the site and the configured Supabase origin', () => {
    const csp = headers['Content-Security-Policy']
    expect(csp).toContain(`connect-src 'self' ${API} ${API.replace(/^http/, 'ws')}`)
    expect(csp).toContain(`img-src 'self' ${API}`)
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toMatch(/data:|blob:|unsafe-eval/)
  })

  it('deny every listed powerful feature, with names Chromium recognises, and allow the location to the site alone', () => {
    const policy = headers['Permissions-Policy'].split(', ')
    expect(policy).toEqual([...deniedFeatures.map((feature) => `${feature}=()`), ...selfOnlyFeatures.map((feature) => `${feature}=(self)`)])
    for (const feature of ['camera', 'microphone', 'payment', 'usb', 'browsing-topics', 'interest-cohort']) {
      expect(policy).toContain(`${feature}=()`)
    }
    expect(policy).toContain('geolocation=(self)')
    expect(policy.filter((entry) => entry.startsWith('geolocation='))).toHaveLength(1)
    for (const unrecognised of ['ambient-light-sensor', 'battery', 'bluetooth', 'document-domain']) {
      expect(deniedFeatures).not.toContain(unrecognised)
    }
  })
})
