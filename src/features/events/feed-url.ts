import { env } from '@/lib/env'
import { SITE_URL } from '@/lib/site-url'

/**
 * The subscribable calendar of approved events: served by the data API (the events_calendar
 * function), so it is current as soon as an administrator approves an event, without a new
 * build. A calendar app cannot send headers, so the public key goes in the address.
 */
export const eventsFeedUrl = `${env.supabaseUrl}/rest/v1/rpc/events_calendar?${new URLSearchParams({ site: SITE_URL, apikey: env.supabaseAnonKey })}`
