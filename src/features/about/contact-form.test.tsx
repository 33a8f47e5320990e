import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { notify } from '@/lib/toast'
import { setLocaleSource } from '@/lib/i18n/locale'
import { ContactForm } from './contact-form'
import { sendContact } from './mutations'
import type * as Mutations from './mutations'

vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('./mutations', async (importOriginal) => ({ ...(await importOriginal<typeof Mutations>()), sendContact: vi.fn() }))

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Vardas'), '<b>Ona</b>')
  await user.type(screen.getByLabelText('El. paštas'), 'ona@example.org')
  await user.type(screen.getByLabelText('Žinutė'), 'Norėčiau sužinoti daugiau.')
}

describe('ContactForm', () => {
  it('is disabled in the prerendered page until it is hydrated, so nothing typed is lost', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ContactForm />)
    const view = within(container)
    expect(view.getByRole('button', { name: 'Siųsti žinutę' })).toBeDisabled()
    expect(view.getByLabelText('Vardas')).toBeDisabled()
  })

  it('is enabled once rendered in the browser', () => {
    renderWithProviders(<ContactForm />)
    expect(screen.getByRole('button', { name: 'Siųsti žinutę' })).toBeEnabled()
    expect(screen.getByLabelText('Vardas')).toBeEnabled()
    expect(screen.getByText(/^Siųsdami sutinkate su/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/naudojimo-salygos')
  })

  it('validates, then sends sanitised values and confirms', async () => {
    vi.mocked(sendContact).mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Siųsti žinutę' }))
    expect(await screen.findByText('Vardas turi būti mažiausiai 2 simboliai')).toBeInTheDocument()
    expect(screen.getByText('Žinutė turi būti mažiausiai 10 simbolių')).toBeInTheDocument()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Siųsti žinutę' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Ačiū! Jūsų žinutė išsiųsta.'))
    expect(sendContact).toHaveBeenCalledWith({ name: 'bOna/b', email: 'ona@example.org', phone: '', message: 'Norėčiau sužinoti daugiau.' })
    expect(screen.getByLabelText('Vardas')).toHaveValue('')
  })

  it('keeps what was typed when sending fails', async () => {
    vi.mocked(sendContact).mockRejectedValue(new Error('Failed to fetch'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Siųsti žinutę' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko išsiųsti žinutės. Bandykite dar kartą.'))
    expect(screen.getByLabelText('Žinutė')).toHaveValue('Norėčiau sužinoti daugiau.')
  })

  it('says to try later when the database refuses more enquiries this hour, keeping what was typed', async () => {
    vi.mocked(sendContact).mockRejectedValue(Object.assign(new Error('Too many enquiries; try again later'), { code: 'PT429' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderWithProviders(<ContactForm />)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Siųsti žinutę' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Per daug užklausų per trumpą laiką. Pabandykite vėliau.'))
    expect(screen.getByLabelText('Žinutė')).toHaveValue('Norėčiau sužinoti daugiau.')
  })

  it('speaks English on English pages: labels, errors and the confirmation', async () => {
    setLocaleSource(() => 'en')
    try {
      vi.mocked(sendContact).mockResolvedValue()
      const user = userEvent.setup()
      renderWithProviders(<ContactForm />)
      await user.click(screen.getByRole('button', { name: 'Send message' }))
      expect(await screen.findByText('The name must be at least 2 characters long')).toBeInTheDocument()
      expect(screen.getByText('The message must be at least 10 characters long')).toBeInTheDocument()
      await user.type(screen.getByLabelText('Name'), 'Ona')
      await user.type(screen.getByLabelText('E-mail'), 'ona@example.org')
      expect(screen.getByLabelText('Phone (optional)')).toBeInTheDocument()
      await user.type(screen.getByLabelText('Message'), 'I would like to know more.')
      await user.click(screen.getByRole('button', { name: 'Send message' }))
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Done!', 'Thank you! Your message has been sent.'))
      expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been sent. We will reply by e-mail.')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
