import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueEmail } from './support/api'

/**
 * Journeys done with the keyboard alone: no clicks, no fills, no programmatic focus. Each one
 * reaches its control with Tab from wherever the page leaves focus, as a keyboard user would.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${key} ×${limit} never reached ${target}`)
}

function isFocusInside(dialog: Locator) {
  return dialog.evaluate((element) => element.contains(document.activeElement))
}

test('desktop menu: open a group with Enter and follow a link', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Pagrindinė navigacija' })
  const group = nav.getByRole('button', { name: 'Švietimas' })
  await tabTo(page, group)
  await page.keyboard.press('Enter')
  await expect(group).toHaveAttribute('aria-expanded', 'true')
  const link = nav.getByRole('link', { name: 'Studentų organizacijos', exact: true })
  await tabTo(page, link)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/studentu-organizacijos$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Studentų organizacijos' })).toBeVisible()
  await expect(group).toHaveAttribute('aria-expanded', 'false')
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('mobile menu: open it with Enter and follow a link', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Meniu' })
    await tabTo(page, menuButton)
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const mobileNav = page.getByRole('navigation', { name: 'Mobilioji navigacija' })
    // Opening moves focus into the menu.
    await expect(mobileNav.getByRole('link', { name: 'Apie mus', exact: true })).toBeFocused()
    await tabTo(page, mobileNav.getByRole('link', { name: 'Kolektyvai', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/kolektyvai$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Meno kolektyvai' })).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })
})

test('search: type, move with the arrows, Enter opens the chosen page', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: /Ieškoti bendruomenių/ })
  await tabTo(page, box)
  await page.keyboard.type('lituanistine mokykla')
  const options = page.getByRole('option')
  await expect(options.nth(2)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  const chosen = options.nth(1)
  await expect(chosen).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!)
  const title = (await chosen.locator('span > span').first().textContent())!
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/mokykla\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('sign-in dialog: opens with Enter, keeps focus inside, Escape returns it to the trigger', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Prisijungti' })
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Lietuviai JK' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => isFocusInside(dialog)).toBe(true)
  // More presses than the dialog has controls: focus must wrap around, never leave.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press(key)
      expect(await isFocusInside(dialog), `${key} ×${presses + 1}`).toBe(true)
    }
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('contact form: errors are announced and focused, then the message is sent', async ({ page }) => {
  await page.goto('/apie-mus#susisiekite')
  const section = page.getByRole('region', { name: 'Susisiekite su mumis' })
  const name = section.getByLabel('Vardas')
  const email = section.getByLabel('El. paštas')
  const phone = section.getByLabel('Telefonas (neprivaloma)')
  const message = section.getByLabel('Žinutė')
  const submit = section.getByRole('button', { name: 'Siųsti žinutę' })

  await tabTo(page, name)
  await tabTo(page, submit)
  await page.keyboard.press('Enter')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Vardas turi būti mažiausiai 2 simboliai')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Netinkamas el. pašto formatas')
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(message).toHaveAccessibleDescription('Žinutė turi būti mažiausiai 10 simbolių')

  await page.keyboard.type('Ona Kazlauskienė')
  await page.keyboard.press('Tab')
  await expect(email).toBeFocused()
  await page.keyboard.type(uniqueEmail('klaviatura'))
  await page.keyboard.press('Tab')
  await expect(phone).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(message).toBeFocused()
  await page.keyboard.type('Ar galima užsiregistruoti į renginį klaviatūra?')
  // The line beside the button links the terms of use: one more stop before it.
  await page.keyboard.press('Tab')
  await expect(section.getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(submit).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(section.getByRole('status')).toHaveText('Ačiū! Jūsų žinutė išsiųsta. Atsakysime el. paštu.')
  await expect(name).toHaveValue('')
})
