/**
 * The development mailbox holds every confirmation and recovery link. A web page of another
 * origin, opened while `npm start` runs, must not be able to read it: otherwise it could ask for
 * a recovery e-mail for the seeded administrator and take the account.
 */
import { describe, expect, it } from 'vitest'
import { apiUrl } from './helpers'
import { rawRequest } from './raw-http'

const site = 'http://localhost:4173'

describe('the development mailbox', () => {
  it('answers a request from the machine itself (no Origin), as the tests and the CLI send it', async () => {
    const response = await fetch(`${apiUrl}/__dev/mail`)
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers the mailbox opened in a browser tab on the API origin itself', async () => {
    const response = await fetch(`${apiUrl}/__dev/mail`, { headers: { Origin: apiUrl } })
    expect(response.status).toBe(200)
  })

  it.each([site, 'https://attacker.example', 'null'])('refuses a page of origin %s, with no CORS header to let it read the answer', async (origin) => {
    const response = await fetch(`${apiUrl}/__dev/mail`, { headers: { Origin: origin } })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(await response.text()).not.toContain('@')
  })

  it('gives a preflight from another origin no permission', async () => {
    const response = await fetch(`${apiUrl}/__dev/mail`, { method: 'OPTIONS', headers: { Origin: site, 'Access-Control-Request-Method': 'GET' } })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('refuses a request addressed to another host name (DNS rebinding)', async () => {
    const { port } = new URL(apiUrl)
    const response = await rawRequest('GET', '/__dev/mail', { Host: `attacker.example:${port}`, Origin: `http://attacker.example:${port}` })
    expect(response.status).toBe(403)
    const noOrigin = await rawRequest('GET', '/__dev/mail', { Host: `attacker.example:${port}` })
    expect(noOrigin.status).toBe(403)
  })

  it('keeps the API itself open to the site, as the hosted service does', async () => {
    const response = await fetch(`${apiUrl}/auth/v1/health`, { headers: { Origin: site } })
    expect(response.headers.get('access-control-allow-origin')).toBe(site)
  })

  it('listens on the loopback address only', () => {
    expect(new URL(apiUrl).hostname).toBe('127.0.0.1')
  })
})
