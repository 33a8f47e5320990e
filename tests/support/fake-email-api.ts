/**
 * A stand-in for the e-mail provider's HTTPS API, on 127.0.0.1 (tests never reach a real one):
 * answers each request as told, or never, and keeps what it was sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeAnswer = { status: number; body: unknown } | 'never'
export type FakeRequest = { headers: IncomingMessage['headers']; body: Record<string, unknown> }

const servers: Server[] = []

/** Starts one; `answer` gets the request's number (0 first) and what it carried. */
export async function fakeEmailApi(answer: (index: number, request: FakeRequest) => FakeAnswer) {
  const received: FakeRequest[] = []
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => {
      const kept = { headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> }
      received.push(kept)
      const reply = answer(received.length - 1, kept)
      if (reply === 'never') return
      response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  servers.push(server)
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`, received }
}

/** Stops every fake started so far (an afterEach). */
export async function closeFakeEmailApis() {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
  }
}
