import { SITE_URL } from '@/lib/site-url'

/**
 * A calendar's address for subscribing: webcal://, which phones and calendar apps open as a
 * subscription (they then fetch it over https, or http on a local site).
 */
export const webcalUrl = (path: string) => `${SITE_URL.replace(/^https?:\/\//, 'webcal://')}${path}`
