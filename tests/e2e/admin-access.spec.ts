import { expect, test } from './fixtures'
import { accounts, ANON_KEY, API_URL, rest, signIn } from './support/api'

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
      expect(await rest<unknown[]>('contacts?select=*', { token })).toEqual([])
      expect(await rest<unknown[]>('admin_users?select=*', { token })).toEqual([])
      const insert = await fetch(`${API_URL}/rest/v1/organizations`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Įsilaužėlių draugija', category: 'bendruomenes' }),
      })
      expect([401, 403]).toContain(insert.status)
    }
  })
})
