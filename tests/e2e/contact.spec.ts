import { expect, test } from './fixtures'
import { rest, uniqueEmail } from './support/api'
import { toast } from './support/auth-ui'

test.describe('contact form on /apie-mus', () => {
  test('validates, then sends a sanitised enquiry @phone', async ({ page, expectNoAxeViolations }) => {
    const email = uniqueEmail('kontaktas')
    await page.goto('/apie-mus#susisiekite')
    const section = page.getByRole('region', { name: 'Susisiekite su mumis' })
    await section.getByRole('button', { name: 'Siųsti žinutę' }).click()
    await expect(section.getByText('Vardas turi būti mažiausiai 2 simboliai')).toBeVisible()
    await expect(section.getByText('Netinkamas el. pašto formatas')).toBeVisible()
    await expect(section.getByText('Žinutė turi būti mažiausiai 10 simbolių')).toBeVisible()
    await expectNoAxeViolations()

    await section.getByLabel('Vardas').fill('<script>Ona</script>')
    await section.getByLabel('El. paštas').fill(email)
    await section.getByLabel('Žinutė').fill(`<b>${'a'.repeat(1500)}`)
    await section.getByRole('button', { name: 'Siųsti žinutę' }).click()
    await expect(toast(page, 'Ačiū! Jūsų žinutė išsiųsta.')).toBeVisible()
    const rows = await rest<Array<{ name: string; message: string; status: string }>>(`contacts?email=eq.${encodeURIComponent(email)}&select=*`)
    expect(rows).toHaveLength(1)
    expect(rows[0].name).toBe('scriptOna/script')
    expect(rows[0].message).toHaveLength(1000)
    expect(rows[0].message).not.toMatch(/[<>]/)
    expect(rows[0].status).toBe('new')
  })

  test('a failed network call keeps what was typed', async ({ page }) => {
    await page.route('**/rest/v1/contacts*', (route) => route.abort())
    await page.goto('/apie-mus')
    const section = page.getByRole('region', { name: 'Susisiekite su mumis' })
    // The form loads as the visitor scrolls towards it.
    await section.scrollIntoViewIfNeeded()
    await section.getByLabel('Vardas').fill('Ona')
    await section.getByLabel('El. paštas').fill('ona@example.org')
    await section.getByLabel('Žinutė').fill('Norėčiau sužinoti daugiau apie renginius.')
    await section.getByRole('button', { name: 'Siųsti žinutę' }).click()
    await expect(toast(page, 'Nepavyko išsiųsti žinutės. Bandykite dar kartą.')).toBeVisible()
    await expect(section.getByLabel('Žinutė')).toHaveValue('Norėčiau sužinoti daugiau apie renginius.')
  })
})
