// The HTTP security headers of the production site, shared by the Node server behind
// `npm start` and the `_headers` file written for static hosts.
import { EMBEDDED_API_URL } from './env.mjs'

/** Content-Security-Policy allowing only the site itself and the configured Supabase URL. */
export function contentSecurityPolicy(supabaseUrl = EMBEDDED_API_URL) {
  const api = new URL(supabaseUrl).origin
  return [
    "default-src 'self'",
    "script-src 'self'",
    // sonner injects its stylesheet at run time; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(supabaseUrl) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  }
}

/** Netlify/Cloudflare Pages style `_headers`: security headers everywhere, caching by path. */
export function headersFile(supabaseUrl) {
  const lines = ['/*', ...Object.entries(securityHeaders(supabaseUrl)).map(([k, v]) => `  ${k}: ${v}`), '  Cache-Control: no-cache', '']
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '')
  return lines.join('\n')
}
