// Mail never leaves the machine: messages are kept here and listed at GET /__dev/mail.
import { randomUUID } from 'node:crypto'

export function createOutbox({ quiet = false } = {}) {
  /** @type {Array<{ id: string, to: string, subject: string, text: string, links: string[], sent_at: string }>} */
  const messages = []
  return {
    /** @param {{ to: string, subject: string, text: string, links: string[] }} message */
    send(message) {
      messages.unshift({ id: randomUUID(), sent_at: new Date().toISOString(), ...message })
      if (!quiet) for (const link of message.links) console.log(`[mail] ${message.subject} → ${message.to}: ${link}`)
    },
    list: () => messages,
  }
}

export const MAILBOX_PATH = '/__dev/mail'
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The development mailbox: GET /__dev/mail → newest first. It holds every confirmation and
 * recovery link, so only the machine itself may read it: a request from a web page of any other
 * origin (which browsers mark with an Origin header), or addressed to a name other than the
 * loopback one (DNS rebinding), is refused, and no answer carries CORS headers.
 * @param {ReturnType<typeof createOutbox>} outbox
 */
export function mailRoutes(outbox) {
  /** @param {import('../http/app.mjs').Context} ctx */
  return async (ctx) => {
    if (ctx.path !== MAILBOX_PATH) return null
    const host = (ctx.headers.host ?? '').replace(/:\d+$/, '')
    const origin = ctx.headers.origin
    const ownOrigin = origin !== undefined && origin === `http://${ctx.headers.host}`
    if (!loopbackHosts.has(host) || (origin !== undefined && !ownOrigin)) {
      return { status: 403, body: { message: 'The development mailbox answers this machine only' }, private: true }
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return { status: 405, body: { message: 'Method not allowed' }, private: true }
    return { status: 200, body: outbox.list(), private: true }
  }
}
