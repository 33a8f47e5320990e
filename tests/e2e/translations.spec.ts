/**
 * An entry's English translation is written in the same editor as the entry: a draft until
 * published, seen by visitors only with its entry, and marked when the original changes until
 * someone saves it again.
 */
import { expect, test } from './fixtures'
import { ANON_KEY, API_URL, rest } from './support/api'
import { toast } from './support/auth-ui'

test('the administrator translates an entry in the directory editor; a change of the original marks the translation until it is saved again', async ({ page, signInAs, expectNoAxeViolations }) => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const name = `Vertimų portalas ${unique}`
  // A draft: visitors see neither it nor its translation, and no other journey counts it.
  const [entry] = await rest<{ id: string }[]>('directory_entries?select=id', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ directory: 'media', slug: `vertimu-portalas-${unique}`, status: 'draft', name, summary: 'Lietuvių naujienų portalas Lidse.', details: { category: 'Portalai' } }),
  })
  try {
    await signInAs('admin')
    await page.goto('/admin/organizations')
    await page.getByLabel('Katalogo skyrius').selectOption('Žiniasklaida')
    await page.getByRole('article', { name }).getByRole('button', { name: `Redaguoti: ${name}` }).click()
    const translation = page.getByRole('dialog').getByRole('region', { name: 'Vertimas į anglų kalbą' })
    await translation.getByRole('button', { name: 'Išsaugoti vertimą' }).click()
    await expect(translation.getByText('Įrašykite pavadinimą angliškai')).toBeVisible()
    await translation.getByLabel('Pavadinimas angliškai').fill('Leeds Lithuanian news portal')
    await translation.getByLabel('Santrauka angliškai').fill('Lithuanian news from Leeds.')
    await translation.getByLabel('Paskelbti vertimą (kitaip jis lieka juodraštis)').check()
    await expectNoAxeViolations()
    await translation.getByRole('button', { name: 'Išsaugoti vertimą' }).click()
    await expect(toast(page, 'Vertimas išsaugotas ir paskelbtas.')).toBeVisible()
    await expect(translation.getByText('Paskelbtas', { exact: true })).toBeVisible()

    const stored = () => rest<{ name: string; status: string; outdated: boolean }[]>(`entry_translations?entry_id=eq.${entry!.id}&select=name,status,outdated`)
    expect(await stored()).toEqual([{ name: 'Leeds Lithuanian news portal', status: 'published', outdated: false }])
    // Published, but its entry is a draft: a visitor reads nothing.
    const asVisitor = await fetch(`${API_URL}/rest/v1/entry_translations?entry_id=eq.${entry!.id}&select=name`, { headers: { apikey: ANON_KEY } })
    expect(await asVisitor.json()).toEqual([])

    // The original's words change: the translation waits to be checked.
    await rest(`directory_entries?id=eq.${entry!.id}`, { method: 'PATCH', body: JSON.stringify({ summary: 'Lietuvių naujienos iš Lidso ir apylinkių.' }) })
    expect((await stored())[0]!.outdated).toBe(true)
    await page.reload()
    await page.getByLabel('Katalogo skyrius').selectOption('Žiniasklaida')
    await page.getByRole('article', { name }).getByRole('button', { name: `Redaguoti: ${name}` }).click()
    await expect(translation.getByText('Originalas pakeistas: patikrinkite vertimą')).toBeVisible()
    await expect(translation.getByLabel('Pavadinimas angliškai')).toHaveValue('Leeds Lithuanian news portal')
    await translation.getByLabel('Santrauka angliškai').fill('Lithuanian news from Leeds and around.')
    await translation.getByRole('button', { name: 'Išsaugoti vertimą' }).click()
    await expect(translation.getByText('Originalas pakeistas: patikrinkite vertimą')).toBeHidden()
    expect((await stored())[0]!.outdated).toBe(false)
  } finally {
    await rest(`directory_entries?id=eq.${entry!.id}`, { method: 'DELETE' })
  }
})
