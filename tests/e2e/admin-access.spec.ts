import { expect, test } from './fixtures'
import { createFreshUser, rest } from './support/api'
import { anonClient, signedInClient, type Client } from './support/supabase'

const adminRoutes = ['/admin', '/admin/dashboard', '/admin/katalogas', '/admin/organizations', '/admin/contacts', '/admin/media', '/admin/narystes', '/admin/naujienos', '/admin/renginiai']
const ADMIN_ID = '00000000-0000-4000-8000-000000000001'
const SEEDED_CONTACT_ID = '00000000-0000-4000-8000-0000000000c1'

type Answer = { data: unknown; error: unknown }

/** Refused as a caller experiences it: an error (no grant, RLS check) or nothing read or written (RLS filter). */
function expectRefused({ data, error }: Answer, what: string) {
  const nothing = data === null || (Array.isArray(data) && data.length === 0)
  expect(error !== null || nothing, `${what} should be refused, got ${JSON.stringify(data)}`).toBe(true)
}

test.describe('admin area for people who are not administrators', () => {
  test('a signed-out visitor sees "Prieiga draudžiama" on every admin route', async ({ page, expectNoAxeViolations }) => {
    test.slow()
    for (const route of adminRoutes) {
      await page.goto(route)
      await expect(page.getByRole('heading', { name: 'Prieiga draudžiama' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('button', { name: 'Prisijungti' })).toBeVisible()
      await expectNoAxeViolations()
    }
  })

  test('the seeded member sees "Prieiga draudžiama" on every admin route', async ({ page, signInAs, expectNoAxeViolations }) => {
    test.slow()
    await signInAs('member')
    for (const route of adminRoutes) {
      await page.goto(route)
      await expect(page.getByRole('heading', { name: 'Prieiga draudžiama' })).toBeVisible()
      await expect(page.getByText('Jūsų paskyra neturi administratoriaus teisių.')).toBeVisible()
      await expectNoAxeViolations()
    }
  })

  test('a member can switch to another account from "Prieiga draudžiama"', async ({ page, signInAs }) => {
    // A member of its own: signing out ends every session of that account.
    const member = await createFreshUser('kita-paskyra', { first_name: 'Kęstutis', last_name: 'Narys' })
    await signInAs(member)
    await page.goto('/admin/contacts')
    await page.getByRole('button', { name: 'Prisijungti kita paskyra' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lietuviai JK' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('El. paštas').fill('admin@bendruomene.test')
    await dialog.getByLabel('Slaptažodis').fill('Admin123!')
    await dialog.getByRole('button', { name: 'Prisijungti' }).last().click()
    await expect(page.getByRole('heading', { name: 'Kontaktų užklausos' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mano paskyra: Rūta Administratorė' })).toBeVisible()
  })
})

test.describe('the database refuses non-administrators through supabase-js', () => {
  const personas: Array<[string, () => Promise<Client>]> = [
    ['anonymous visitor', async () => anonClient()],
    ['seeded member', () => signedInClient('member')],
  ]

  for (const [persona, connect] of personas) {
    test(`${persona}: admin reads and writes are refused`, async () => {
      const client = await connect()

      expectRefused(await client.from('contacts').select('*'), 'reading contacts')
      expectRefused(await client.from('admin_users').select('*'), 'reading admin_users')
      expectRefused(await client.from('profiles').select('*').eq('id', ADMIN_ID), "reading another user's profile")

      const [contact] = await rest<Array<{ status: string }>>(`contacts?id=eq.${SEEDED_CONTACT_ID}&select=status`)
      expectRefused(await client.from('contacts').update({ status: 'resolved' }).eq('id', SEEDED_CONTACT_ID).select(), 'updating a contact')
      expect(await rest(`contacts?id=eq.${SEEDED_CONTACT_ID}&select=status`)).toEqual([{ status: contact.status }])

      const row = { filename: 'x.png', original_name: 'x.png', file_path: 'x.png', file_size: 1, mime_type: 'image/png' }
      expectRefused(await client.from('media').insert(row).select(), 'inserting media')
      // Every active row as the target: whatever the library holds, none may change.
      expectRefused(await client.from('media').update({ alt_text: 'Įsilaužta' }).eq('is_active', true).select(), 'updating media')
      expect(await rest('media?alt_text=eq.Įsilaužta&select=id')).toEqual([])

      const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' })
      const upload = await client.storage.from('admin-media').upload(`isilauzimas-${Date.now()}.png`, png, { contentType: 'image/png' })
      expect(upload.error, 'uploading to admin-media should be refused').not.toBeNull()

      const entry = { directory: 'media', slug: `isilauzimas-${Date.now()}`, name: 'Įsilaužėlių leidinys', status: 'published', details: { category: 'Portalai' } }
      expectRefused(await client.from('directory_entries').insert(entry).select(), 'adding a directory entry')
      // Every published entry as the target: none may change, none may go.
      expectRefused(await client.from('directory_entries').update({ name: 'Įsilaužėlių leidinys', logo_path: 'isilauzimas.png' }).eq('status', 'published').select(), 'changing directory entries')
      expect(await rest('directory_entries?or=(name.eq.Įsilaužėlių leidinys,logo_path.eq.isilauzimas.png)&select=id')).toEqual([])
      expectRefused(await client.from('directory_entries').delete().eq('status', 'published').select(), 'deleting directory entries')
    })
  }

  test('nobody but an administrator approves a membership request, not even the applicant', async () => {
    const applicant = await createFreshUser('prasytojas', { first_name: 'Paulius', last_name: 'Prašytojas' })
    const request = { user_id: applicant.id, community_id: 'derbio-lietuviu-bendruomene', community_name: 'Derbio lietuvių bendruomenė', reason: 'participate', status: 'pending', membership_type: 'member' }
    await rest('community_memberships', { method: 'POST', token: applicant.session.access_token, body: JSON.stringify(request) })
    const [{ id }] = await rest<Array<{ id: string }>>(`community_memberships?user_id=eq.${applicant.id}&select=id`)

    const callers: Array<[string, Client]> = [
      ['anonymous visitor', anonClient()],
      ['seeded member', await signedInClient('member')],
      ['the applicant', await signedInClient(applicant)],
    ]
    for (const [who, client] of callers) {
      expectRefused(await client.from('community_memberships').update({ status: 'approved' }).eq('id', id).select(), `${who} approving`)
    }
    expect(await rest(`community_memberships?id=eq.${id}&select=status`)).toEqual([{ status: 'pending' }])
  })
})
