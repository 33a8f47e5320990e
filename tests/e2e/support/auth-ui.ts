import { expect, type Locator, type Page } from '@playwright/test'
import { latestMail } from './api'

/** Opens the sign-in dialog from the account page's prompt (works whatever the header shows). */
export async function openSignInDialog(page: Page) {
  await page.goto('/paskyra')
  await page.getByRole('main').getByRole('button', { name: 'Prisijungti' }).click()
  const dialog = page.getByRole('dialog', { name: 'Lietuviai JK' })
  await expect(dialog).toBeVisible()
  return dialog
}

export async function signInThroughDialog(page: Page, email: string, password: string) {
  return fillSignInDialog(await openSignInDialog(page), email, password)
}

/** Signs in through the dialog that `trigger` opens, staying on the page (as a visitor mid-task would). */
export async function signInThroughDialogOnPage(page: Page, trigger: Locator, email: string, password: string) {
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Lietuviai JK' })
  await expect(dialog).toBeVisible()
  await fillSignInDialog(dialog, email, password)
  await expect(dialog).toHaveCount(0)
}

async function fillSignInDialog(dialog: Locator, email: string, password: string) {
  await dialog.getByLabel('El. paštas').fill(email)
  await dialog.getByLabel('Slaptažodis').fill(password)
  await dialog.getByRole('button', { name: 'Prisijungti' }).last().click()
  return dialog
}

/** The link of the newest mail to `to` whose link contains `type=…`. */
export async function mailLink(to: string, type: 'signup' | 'recovery'): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      link = (await latestMail(to))?.links.find((l) => l.includes(`type=${type}`))
      return link
    })
    .toBeTruthy()
  return link!
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}
