// Mail never leaves the machine: messages are kept here and listed at GET /__dev/mail. Auth's own
// mails (confirmation, recovery) are handed over in-process; the e-mail dispatcher (the
// dispatch-email function) POSTs its messages, headers included, as it would to a provider.
import { randomUUID } from 'node:crypto'
import { SERVICE_ROLE_KEY } from '../config.mjs'
import { HttpError } from '../http/errors.mjs'
import { parseJson, readBody } from '../http/request.mjs'

/**
 * @typedef {{ to: string, subject: string, text: string, html?: string, headers?: Record<string, string>, links?: string[] }} MailInput
 * @typedef {{ id: string, to: string, subject: string, text: string, html: string | null, headers: Record<string, string>, links: string[], sent_at: string }} Mail
 */

/** The addresses a plain-text message links to. */
const linksIn = (/** @type {string} */ text) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0].replace(/[.,;:)]+$/, ''))

export function createOutbox({ quiet = false } = {}) {
  /** @type {Mail[]} */
  const messages = []
  return {
    /** @param {MailInput} message @returns {Mail} */
    send(message) {
      const mail = {
        id: randomUUID(),
        sent_at: new Date().toISOString(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? {},
        links: message.links ?? linksIn(message.text),
      }
      messages.unshift(mail)
      if (!quiet) console.log(`[mail] ${mail.subject} → ${mail.to}${mail.links.length ? `: ${mail.links[0]}` : ''}`)
      return mail
    },
    list: () => messages,
  }
}

export const MAILBOX_PATH = '/__dev/mail'
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** A message the dispatcher hands over: a few kilobytes of text and HTML. */
const MAIL_LIMIT = 256 * 1024

/** @param {unknown} value @returns {value is Record<string, string>} */
const isStringRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string')

/** @param {unknown} body @returns {MailInput | null} */
function mailInput(body) {
  if (typeof body !== 'object' || body === null) return null
  const { to, subject, text, html, headers } = /** @type {Record<string, unknown>} */ (body)
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') return null
  if (html !== undefined && typeof html !== 'string') return null
  if (headers !== undefined && !isStringRecord(headers)) return null
  return { to, subject, text, ...(html === undefined ? {} : { html }), ...(headers === undefined ? {} : { headers }) }
}

/**
 * The development mailbox: GET /__dev/mail → newest first; POST (the dispatcher, with the service
 * role key) adds a message. It holds every confirmation and recovery link, so only the machine
 * itself may use it: a request from a web page of any other origin (which browsers mark with an
 * Origin header), or addressed to a name other than the loopback one (DNS rebinding), is
 * refused, and no answer carries CORS headers.
 * @param {ReturnType<typeof createOutbox>} outbox
 */
export function mailRoutes(outbox) {
  /** @param {import('../http/app.mjs').Context} ctx @returns {Promise<import('../http/app.mjs').Reply | null>} */
  return async (ctx) => {
    if (ctx.path !== MAILBOX_PATH) return null
    const host = (ctx.headers.host ?? '').replace(/:\d+$/, '')
    const origin = ctx.headers.origin
    const ownOrigin = origin !== undefined && origin === `http://${ctx.headers.host}`
    if (!loopbackHosts.has(host) || (origin !== undefined && !ownOrigin)) {
      return { status: 403, body: { message: 'The development mailbox answers this machine only' }, private: true }
    }
    if (ctx.method === 'POST') {
      if (ctx.headers.authorization !== `Bearer ${SERVICE_ROLE_KEY}`) return { status: 401, body: { message: 'Only the dispatcher hands over mail' }, private: true }
      const body = parseJson(await readBody(ctx.req, MAIL_LIMIT, () => new HttpError(413, { message: 'Message too large' })), () => new HttpError(400, { message: 'Invalid JSON' }))
      const input = mailInput(body)
      if (!input) return { status: 400, body: { message: 'A message needs to, subject and text (strings), and may have html and headers' }, private: true }
      return { status: 201, body: { id: outbox.send(input).id }, private: true }
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return { status: 405, body: { message: 'Method not allowed' }, private: true }
    return { status: 200, body: outbox.list(), private: true }
  }
}
