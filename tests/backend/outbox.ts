/**
 * The e-mail dispatcher as backend tests drive it: the real drainOutbox, run as of a chosen time,
 * with a transport that keeps what it is given for the recipients a test watches (everyone
 * else's mail is taken silently), and the UK calendar those times are chosen in.
 *
 *   recorder(...emails)      a transport and what it kept, per recipient
 *   drain(transport, at)     runs the dispatcher as of `at` until nothing due then is left
 *   ukToday()                today's date in the UK ('2026-11-26')
 *   addDays(day, n)          a calendar day n days on (or back)
 *   addYears(day, n)         as PostgreSQL adds a year (29 February → 28 February)
 *   ukTime(day, hour, min)   the instant the UK's clocks show `hour`:`min` on `day`
 */
import { drainOutbox } from '../../supabase/functions/dispatch-email/dispatch.js'
import type { OutgoingEmail, Transport } from '../../supabase/functions/dispatch-email/transports.js'
import { UNSUBSCRIBE_SECRET } from '../../server/config.mjs'
import { apiUrl, SERVICE_ROLE_KEY } from './helpers'

export const SITE = 'http://localhost:4173'

/** A transport that keeps the mail of the watched recipients and takes everyone else's silently. */
export function recorder(...emails: string[]) {
  const watched = new Set(emails.map((email) => email.toLowerCase()))
  const sent: OutgoingEmail[] = []
  const transport: Transport = {
    async send(email) {
      if (!watched.has(email.to)) return { id: null }
      sent.push(email)
      return { id: `recorded-${sent.length}` }
    },
  }
  return {
    transport,
    watch: (email: string) => watched.add(email.toLowerCase()),
    /** What `email` was sent, oldest first. */
    to: (email: string) => sent.filter((mail) => mail.to === email.toLowerCase()),
    subjects: (email: string) => sent.filter((mail) => mail.to === email.toLowerCase()).map((mail) => mail.subject),
  }
}

/** Runs the dispatcher (run_due_jobs, claim, send, settle) as of `at`, until no batch comes back full; `url`: another backend than the suite's. */
export async function drain(transport: Transport, at = new Date(), url = apiUrl) {
  for (let round = 0; round < 20; round += 1) {
    const { claimed } = await drainOutbox({ supabaseUrl: url, serviceRoleKey: SERVICE_ROLE_KEY, siteUrl: SITE, unsubscribeSecret: UNSUBSCRIBE_SECRET, transport, now: () => at })
    // One call claims at most 5 batches of 20.
    if (claimed < 100) return
  }
  throw new Error('The outbox did not empty in 20 runs')
}

const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
const ukClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })

/** The UK's calendar day of `at` ('2026-11-26'). */
export const ukDay = (at: Date) => ukDate.format(at)

export const ukToday = () => ukDay(new Date())

const parts = (day: string) => day.split('-').map(Number) as [number, number, number]
const asDay = (at: Date) => at.toISOString().slice(0, 10)

export function addDays(day: string, days: number) {
  const [year, month, date] = parts(day)
  return asDay(new Date(Date.UTC(year, month - 1, date + days)))
}

/** `day` plus `years` years as PostgreSQL's date + interval does: 29 February becomes 28 February. */
export function addYears(day: string, years: number) {
  const [year, month, date] = parts(day)
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate()
  return asDay(new Date(Date.UTC(year + years, month - 1, Math.min(date, last))))
}

/** 1 Monday … 7 Sunday, as ISO counts the days of a week. */
export function isoWeekday(day: string) {
  const [year, month, date] = parts(day)
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7
}

/** The instant at which the UK's clocks show `hour`:`minute` on `day` (GMT or BST, as that day has). */
export function ukTime(day: string, hour: number, minute = 0) {
  const [year, month, date] = parts(day)
  const guess = Date.UTC(year, month - 1, date, hour, minute)
  const shown = Object.fromEntries(ukClock.formatToParts(new Date(guess)).map((part) => [part.type, part.value]))
  const offset = Date.UTC(Number(shown.year), Number(shown.month) - 1, Number(shown.day), Number(shown.hour), Number(shown.minute)) - guess
  return new Date(guess - offset)
}
