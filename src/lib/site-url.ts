/**
 * The public origin of the site, for canonical links, Open Graph URLs and the sitemap. The
 * same value on the server (prerendering) and in the browser, so hydration matches.
 */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:4173').replace(/\/$/, '')
