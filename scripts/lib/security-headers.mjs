// The HTTP security headers of the production site, shared by the Node server behind
// `npm start` and the `_headers` file written for static hosts.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EMBEDDED_API_URL } from './env.mjs'

/** Content-Security-Policy allowing only the site itself and the configured Supabase URL. @param {string} [supabaseUrl] */
export function contentSecurityPolicy(supabaseUrl = EMBEDDED_API_URL) {
  const api = new URL(supabaseUrl).origin
  // Realtime's websocket: an http(s) source does not cover ws(s) (CSP Level 3 scheme matching).
  const realtime = api.replace(/^http/, 'ws')
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline styles cannot run script, and three things need them: Radix dialogs lock page
    // scrolling with a <style> element whose content is computed at run time (so no hash fits),
    // sonner injects its stylesheet the same way, and Radix tabs prerender `style` attributes.
    "style-src 'self' 'unsafe-inline'",
    // No data: or blob: images: every image is a file of the site or an admin upload served
    // by the Supabase storage API (downloads made from blobs are links, not images).
    `img-src 'self' ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api} ${realtime}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Powerful features the portal never uses, denied to the page and anything it embeds. Only
 * names Chromium recognises (checked in Chromium 156): an unknown name makes it log an error
 * for every page ('ambient-light-sensor', 'battery', 'bluetooth' and 'document-domain' do).
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]

/**
 * Features the site itself uses, allowed to its own pages only (nothing it embeds): the
 * location, asked for when a visitor presses 'Mano vieta' to sort a list by distance.
 */
export const selfOnlyFeatures = ['geolocation']

/** @param {string} [supabaseUrl] */
export function securityHeaders(supabaseUrl) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [...deniedFeatures.map((feature) => `${feature}=()`), ...selfOnlyFeatures.map((feature) => `${feature}=(self)`)].join(', '),
    'X-Frame-Options': 'DENY',
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Netlify/Cloudflare Pages style `_headers`. Both hosts apply every rule whose path matches and
 * join repeated headers with a comma, so a Cache-Control under `/*` would be merged into the
 * assets' one and undo their long caching; Netlify has no way to detach a header (Cloudflare's
 * `! Name`). So `/*` carries no Cache-Control: hashed assets get a year, the HTML files get
 * no-cache, and other URLs (pretty URLs of prerendered pages, the SPA fallback) keep both
 * hosts' default `public, max-age=0, must-revalidate`, which also revalidates every time.
 * @param {string} [supabaseUrl]
 */
export function headersFile(supabaseUrl) {
  /** @type {Array<[path: string, headers: Record<string, string>]>} */
  const rules = [
    ['/*', securityHeaders(supabaseUrl)],
    ['/assets/*', { 'Cache-Control': IMMUTABLE }],
    ['/', { 'Cache-Control': 'no-cache' }],
    ['/*.html', { 'Cache-Control': 'no-cache' }],
  ]
  return rules.map(([path, headers]) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n')).join('\n')
}

/** @param {string} outDir @param {string} [supabaseUrl] */
export function writeHeadersFile(outDir, supabaseUrl) {
  const file = join(outDir, '_headers')
  writeFileSync(file, headersFile(supabaseUrl))
  return file
}
