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

/** The dev endpoint: GET /__dev/mail → newest first. */
export function mailRoutes(outbox) {
  return async (ctx) => {
    if (ctx.path !== '/__dev/mail') return null
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return { status: 405, body: { message: 'Method not allowed' } }
    return { status: 200, body: outbox.list() }
  }
}
