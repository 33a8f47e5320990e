import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { JoinForm } from './join-form'
import { ukRegions } from './regions'

function setup() {
  const onSubmit = vi.fn()
  renderWithProviders(<JoinForm regions={ukRegions} isPending={false} onSubmit={onSubmit} />)
  return { onSubmit, user: userEvent.setup() }
}

describe('JoinForm', () => {
  it('links the consent to the privacy policy in a new tab, naming its version', () => {
    setup()
    expect(screen.getByRole('checkbox', { name: /pagal privatumo politiką \(atsidaro naujame skirtuke\) \(versija 2026-11-26\)/ })).not.toBeChecked()
    const link = screen.getByRole('link', { name: 'privatumo politiką (atsidaro naujame skirtuke)' })
    expect(link).toHaveAttribute('href', '/privatumo-politika')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('shows the first message of every required field and clears one on edit', async () => {
    const { onSubmit, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Pateikti prašymą' }))
    for (const text of [
      'Vardas turi būti mažiausiai 2 simboliai',
      'Pavardė turi būti mažiausiai 2 simboliai',
      'Prašome pasirinkti regioną',
      'Prašome nurodyti vaikų skaičių',
      'Prašome pasirinkti narystės priežastį',
      'Prašome pasirinkti ar norite gauti naujienas',
      'Privalote sutikti su privatumo politika',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    expect(onSubmit).not.toHaveBeenCalled()
    await user.selectOptions(screen.getByLabelText('Regionas'), 'Škotija')
    expect(screen.queryByText('Prašome pasirinkti regioną')).not.toBeInTheDocument()
  })

  it('submits sanitised values', async () => {
    const { onSubmit, user } = setup()
    await user.type(screen.getByLabelText('Vardas'), ' <script>Ona</script> ')
    await user.type(screen.getByLabelText('Pavardė'), 'Žukauskienė')
    await user.selectOptions(screen.getByLabelText('Regionas'), 'Velsas')
    await user.selectOptions(screen.getByLabelText('Vaikų skaičius'), '5+')
    await user.click(screen.getByRole('radio', { name: 'Noriu gauti informaciją' }))
    await user.click(screen.getByRole('radio', { name: 'Taip' }))
    await user.click(screen.getByRole('checkbox', { name: /Sutinku/ }))
    await user.click(screen.getByRole('button', { name: 'Pateikti prašymą' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0]).toEqual({
      firstName: 'scriptOna/script',
      lastName: 'Žukauskienė',
      city: '',
      region: 'Velsas',
      childrenCount: '5+',
      phone: '',
      reason: 'information',
      newsletter: 'yes',
      privacyPolicy: true,
    })
  })
})
