import type { Browser, Page } from '@playwright/test'
import { createFreshUser, rest } from './api'

/** A room of the test's own, so other journeys' messages never change what it sees. */
export async function newRoom(name: string) {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const slug = `e2e-${name}-${unique}`
  // The name is unique too: a journey finds its room's card by name, and an earlier run's room
  // of the same kind is still listed when the backend is not wiped between runs.
  const roomName = `Kambarys ${name} ${unique}`
  const [room] = await rest<Array<{ id: string }>>('chat_rooms', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ slug, kind: 'open', name: roomName, description: 'Bandomasis kambarys.' }),
  })
  return { id: room.id, slug, name: roomName }
}

/** A page of another browser context: the fixture's `page` waits for hydration, these do it here. */
export async function visit(target: Page, path: string) {
  await target.goto(path)
  await target.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** A new member signed in on a page of a browser context of their own. */
export async function memberPage(browser: Browser, signIn: (who: { email: string; password: string }, page: Page) => Promise<unknown>, firstName: string) {
  const member = await createFreshUser(`pokalbis-${firstName.toLowerCase()}`, { first_name: firstName, last_name: 'Testaitė' })
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(member, page)
  return { member, page, context }
}
