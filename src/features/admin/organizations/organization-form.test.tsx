import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { OrganizationForm } from './organization-form'

function setup() {
  const onSubmit = vi.fn()
  render(<OrganizationForm isSaving={false} onSubmit={onSubmit} onCancel={() => {}} />)
  return { onSubmit, user: userEvent.setup() }
}

describe('OrganizationForm', () => {
  it('requires a name and a category', async () => {
    const { onSubmit, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    expect(await screen.findByText('Įveskite pavadinimą')).toBeInTheDocument()
    expect(screen.getByText('Pasirinkite kategoriją')).toBeInTheDocument()
    expect(screen.getByLabelText('Pavadinimas *')).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('rejects a malformed e-mail and clears the error once fixed', async () => {
    const { user } = setup()
    await user.type(screen.getByLabelText('El. paštas'), 'ne-pastas')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    expect(await screen.findByText('Netinkamas el. pašto formatas')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('El. paštas'))
    await user.type(screen.getByLabelText('El. paštas'), 'info@example.org')
    expect(screen.queryByText('Netinkamas el. pašto formatas')).not.toBeInTheDocument()
  })

  it('submits sanitised values and uses an e-mail input and a 3-row description', async () => {
    const { onSubmit, user } = setup()
    expect(screen.getByLabelText('El. paštas')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Aprašymas')).toHaveAttribute('rows', '3')
    await user.type(screen.getByLabelText('Pavadinimas *'), '  <b>Lidso lietuviai</b> ')
    await user.selectOptions(screen.getByLabelText('Kategorija *'), 'bendruomenes')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'bLidso lietuviai/b', category: 'bendruomenes', email: '' })
  })
})
