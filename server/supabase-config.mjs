// Reads supabase/config.toml, the one place the CLI stack and the embedded backend take their
// settings from. Only the TOML the file uses: [sections] and `key = value` lines whose values
// are strings, numbers, booleans or arrays of those.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const configFile = fileURLToPath(new URL('../supabase/config.toml', import.meta.url))

/** @param {string} text @returns {Record<string, Record<string, unknown>>} keyed by section name */
export function parseToml(text) {
  /** @type {Record<string, Record<string, unknown>>} */
  const sections = { '': {} }
  let current = sections['']
  let pending = ''
  for (const rawLine of text.split('\n')) {
    const line = (pending ? `${pending} ` : '') + rawLine.replace(/(^|\s)#.*$/, '').trim()
    pending = ''
    if (!line) continue
    const header = line.match(/^\[([^\]]+)\]$/)
    if (header) {
      current = sections[header[1].trim()] ??= {}
      continue
    }
    const eq = line.indexOf('=')
    if (eq === -1) continue
    const value = line.slice(eq + 1).trim()
    // Arrays may span lines: keep reading until the bracket closes.
    if (value.startsWith('[') && !value.endsWith(']')) {
      pending = line
      continue
    }
    current[line.slice(0, eq).trim()] = JSON.parse(value.replace(/,\s*\]$/, ']'))
  }
  return sections
}

/** @type {Record<string, Record<string, unknown>> | null} */
let cached = null

/** The parsed config.toml (empty when the file is missing). */
export function supabaseConfig() {
  cached ??= existsSync(configFile) ? parseToml(readFileSync(configFile, 'utf8')) : { '': {} }
  return cached
}

/**
 * One setting, with the Supabase CLI's default when the file does not set it.
 * @param {string} section @param {string} key @param {unknown} fallback
 */
export function setting(section, key, fallback) {
  const value = supabaseConfig()[section]?.[key]
  return value === undefined ? fallback : value
}
