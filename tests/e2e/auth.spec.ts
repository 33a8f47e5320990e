import { expect, test } from './fixtures'
import { API_URL, ANON_KEY, createConfirmedUser, createFreshUser, uniqueEmail } from './support/api'
import { mailLink, openSignInDialog, signInThroughDialog, toast } from './support/auth-ui'

/** Each test signs in with an account of its own, so none depends on another's sign-ins. */
const freshUser = (prefix: string) => createFreshUser(prefix, { first_name: 'Aistė', last_name: 'Prisijungusi' })

test.describe('sign-up, confirmation and sign-in', () => {
  test('sign up, open the confirmation link, arrive signed in', async ({ page, expectNoAxeViolations }) => {
    const email = uniqueEmail('registracija')
    const dialog = await openSignInDialog(page)
    await expect(dialog.getByText('Prisijunkite prie lietuvių bendruomenės JK')).toBeVisible()
    await expect(dialog.getByRole('tab', { name: 'Prisijungti' })).toHaveAttribute('aria-selected', 'true')
    await dialog.getByRole('tab', { name: 'Registruotis' }).click()
    await expectNoAxeViolations()

    await dialog.getByLabel('Vardas ir pavardė').fill('Ona Marija Testienė')
    await dialog.getByLabel('El. paštas').fill(email)
    await dialog.getByLabel('Telefonas (neprivaloma)').fill('07700 900111')
    await dialog.getByLabel('Slaptažodis', { exact: true }).fill('Slaptas12')
    await dialog.getByLabel('Pakartokite slaptažodį').fill('Slaptas12')
    await dialog.getByRole('button', { name: 'Registruotis' }).last().click()
    await expect(toast(page, 'Registracija sėkminga! Patikrinkite el. paštą ir patvirtinkite paskyrą.')).toBeVisible()
    await expect(dialog).toBeHidden()

    await page.goto(await mailLink(email, 'signup'))
    await expect(toast(page, 'El. paštas patvirtintas. Sėkmingai prisijungėte!')).toBeVisible()
    await page.goto('/paskyra')
    await expect(page.getByText(`Prisijungta kaip ${email}`)).toBeVisible()
    await expect(page.getByLabel('Vardas', { exact: true })).toHaveValue('Ona')
    await expect(page.getByLabel('Pavardė')).toHaveValue('Marija Testienė')
  })

  test('an e-mail link opened a second time says it has expired', async ({ page, baseURL }) => {
    const email = uniqueEmail('pakartotine')
    await createConfirmedUser(email, 'Slaptas12') // follows the link once
    const link = new URL(await mailLink(email, 'signup'))
    link.searchParams.set('redirect_to', `${baseURL}/`)
    await page.goto(link.href)
    await expect(toast(page, 'Nuoroda nebegalioja arba jau buvo panaudota. Paprašykite naujos.')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Prisijungti' })).toBeVisible()
  })

  test('a wrong password says so', async ({ page }) => {
    const { email } = await freshUser('neteisingas')
    const dialog = await signInThroughDialog(page, email, 'Neteisingas1')
    await expect(toast(page, 'Neteisingas el. paštas arba slaptažodis')).toBeVisible()
    await expect(dialog.getByLabel('El. paštas')).toHaveValue(email)
  })

  test('an unconfirmed account is asked to confirm', async ({ page }) => {
    const email = uniqueEmail('nepatvirtintas')
    await fetch(`${API_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Slaptas12' }),
    })
    await signInThroughDialog(page, email, 'Slaptas12')
    await expect(toast(page, 'Prašome patvirtinti savo el. paštą')).toBeVisible()
  })

  test('a second sign-up with the same e-mail is refused', async ({ page }) => {
    const email = uniqueEmail('dvigubas')
    const dialog = await openSignInDialog(page)
    await dialog.getByRole('tab', { name: 'Registruotis' }).click()
    const signUp = async (name: string) => {
      await dialog.getByLabel('Vardas ir pavardė').fill(name)
      await dialog.getByLabel('El. paštas').fill(email)
      await dialog.getByLabel('Slaptažodis', { exact: true }).fill('Slaptas12')
      await dialog.getByLabel('Pakartokite slaptažodį').fill('Slaptas12')
      await dialog.getByRole('button', { name: 'Registruotis' }).last().click()
    }
    await signUp('Jonas Dvigubas')
    await expect(toast(page, 'Registracija sėkminga! Patikrinkite el. paštą ir patvirtinkite paskyrą.')).toBeVisible()
    await expect(dialog).toBeHidden()
    // Confirmed elsewhere (this page stays signed out): an unconfirmed address may sign up again,
    // as GoTrue treats that as asking for a new confirmation mail.
    await fetch(await mailLink(email, 'signup'), { redirect: 'manual' })

    await page.getByRole('main').getByRole('button', { name: 'Prisijungti' }).click()
    await dialog.getByRole('tab', { name: 'Registruotis' }).click()
    await signUp('Jonas Antrasis')
    await expect(toast(page, 'Vartotojas su tokiu el. paštu jau egzistuoja')).toBeVisible()
    await expect(dialog.getByLabel('Vardas ir pavardė')).toHaveValue('Jonas Antrasis')
  })

  test('field errors show, clear on edit, and the dialog closes with Escape @phone', async ({ page, expectNoAxeViolations }) => {
    const dialog = await openSignInDialog(page)
    await dialog.getByRole('button', { name: 'Prisijungti' }).last().click()
    await expect(dialog.getByText('Netinkamas el. pašto formatas')).toBeVisible()
    await expect(dialog.getByText('Slaptažodis turi būti mažiausiai 6 simboliai')).toBeVisible()
    await expect(dialog.getByLabel('El. paštas')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations()
    await dialog.getByLabel('El. paštas').fill('jonas@example.org')
    await expect(dialog.getByText('Netinkamas el. pašto formatas')).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('main').getByRole('button', { name: 'Prisijungti' })).toBeFocused()
  })

  test('sign in, see who is signed in, sign out', async ({ page }) => {
    const { email, password } = await freshUser('prisijungimas')
    await signInThroughDialog(page, email, password)
    await expect(toast(page, 'Sėkmingai prisijungėte!')).toBeVisible()
    await expect(page.getByText(`Prisijungta kaip ${email}`)).toBeVisible()
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Mano paskyra: Aistė Prisijungusi' })).toBeVisible()
    await banner.getByRole('button', { name: 'Atsijungti' }).click()
    await expect(banner.getByRole('button', { name: 'Prisijungti' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: 'Prisijungti' })).toBeVisible()
  })

  test('on a phone the menu shows who is signed in and signs out @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone navigation')
    const { email, password } = await freshUser('telefonas')
    await signInThroughDialog(page, email, password)
    await expect(toast(page, 'Sėkmingai prisijungėte!')).toBeVisible()
    const menu = page.getByRole('button', { name: 'Meniu' })
    await menu.click()
    const mobileNav = page.getByRole('navigation', { name: 'Mobilioji navigacija' })
    await expect(mobileNav.getByRole('link', { name: 'Mano paskyra: Aistė Prisijungusi' })).toBeVisible()
    await expect(mobileNav.getByRole('button', { name: 'Prisijungti' })).toHaveCount(0)
    await mobileNav.getByRole('button', { name: 'Atsijungti' }).click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('main').getByRole('button', { name: 'Prisijungti' })).toBeVisible()
    await menu.click()
    await expect(mobileNav.getByRole('button', { name: 'Prisijungti' })).toBeVisible()
  })
})

test.describe('forgotten password', () => {
  test('request a link, set a new password, sign in with it', async ({ page }) => {
    const email = uniqueEmail('atkurimas')
    await createConfirmedUser(email, 'Senas1234')

    const dialog = await openSignInDialog(page)
    await dialog.getByRole('button', { name: 'Pamiršote slaptažodį?' }).click()
    await dialog.getByLabel('El. paštas').fill(email)
    await dialog.getByRole('button', { name: 'Siųsti nuorodą' }).click()
    await expect(dialog.getByText('išsiuntėme nuorodą slaptažodžiui atkurti')).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto(await mailLink(email, 'recovery'))
    await expect(page).toHaveURL(/\/slaptazodzio-atkurimas/)
    await page.getByLabel('Naujas slaptažodis').fill('trumpas')
    await page.getByLabel('Pakartokite naują slaptažodį').fill('trumpas')
    await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click()
    await expect(page.getByText('Slaptažodis turi būti mažiausiai 8 simboliai')).toBeVisible()
    await page.getByLabel('Naujas slaptažodis').fill('Naujas1234')
    await page.getByLabel('Pakartokite naują slaptažodį').fill('Naujas1234')
    await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click()
    await expect(page.getByRole('main').getByText('Slaptažodis pakeistas. Esate prisijungę, o kituose įrenginiuose atjungti.')).toBeVisible()

    // Forget this browser's session: the old password fails, the new one works.
    await page.evaluate(() => window.localStorage.clear())
    const dialogAgain = await signInThroughDialog(page, email, 'Senas1234')
    await expect(toast(page, 'Neteisingas el. paštas arba slaptažodis')).toBeVisible()
    await dialogAgain.getByLabel('Slaptažodis').fill('Naujas1234')
    await dialogAgain.getByRole('button', { name: 'Prisijungti' }).last().click()
    await expect(toast(page, 'Sėkmingai prisijungėte!')).toBeVisible()
  })

  test('the reset page without a link offers a new one @phone', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/slaptazodzio-atkurimas')
    await expect(page.getByRole('heading', { level: 1, name: 'Slaptažodžio atkūrimas' })).toBeVisible()
    await expect(page.getByText('Paprašykite naujos nuorodos.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Siųsti nuorodą' })).toBeVisible()
    await expectNoAxeViolations()
  })
})
