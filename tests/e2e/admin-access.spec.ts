import { expect, test } from './fixtures'
import { accounts, ANON_KEY, API_URL, signIn } from './support/api'

/** A read the database refuses: no rows (RLS) or 401/403 (no grant at all). */
async function readsNothing(path: string, token: string) {
  const response = await fetch(`${API_URL}/rest/v1/${path}`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } })
  if (response.status === 401 || response.status === 403) return true
  return response.ok && (await response.json()).length === 0
}

const adminRoutes = ['/admin', '/admin/dashboard', '/admin/organizations', '/admin/contacts', '/admin/media', '/admin/narystes']

test.describe('admin area for people who are not administrators', () => {
  test('a signed-out visitor sees "Prieiga draudžiama" on every admin route', async ({ page, expectNoAxeViolations }) => {
    for (const route of adminRoutes) {
      await page.goto(route)
      await expect(page.getByRole('heading', { name: 'Prieiga draudžiama' })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Prisijungti' }).last()).toBeVisible()
    await expectNoAxeViolations()
  })

  test('the seeded member sees "Prieiga draudžiama" on every admin route', async ({ page, signInAs }) => {
    await signInAs('member')
    for (const route of adminRoutes) {
      await page.goto(route)
      await expect(page.getByRole('heading', { name: 'Prieiga draudžiama' })).toBeVisible()
      await expect(page.getByText('Jūsų paskyra neturi administratoriaus teisių.')).toBeVisible()
    }
  })

  test('the database refuses the member and anonymous callers the admin data', async () => {
    const member = await signIn(accounts.member.email, accounts.member.password)
    for (const token of [ANON_KEY, member.access_token]) {
      expect(await readsNothing('contacts?select=*', token)).toBe(true)
      expect(await readsNothing('admin_users?select=*', token)).toBe(true)
      const insert = await fetch(`${API_URL}/rest/v1/organizations`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Įsilaužėlių draugija', category: 'bendruomenes' }),
      })
      expect([401, 403]).toContain(insert.status)
    }
  })
})
