import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setLocaleSource } from '@/lib/i18n/locale'
import { renderWithProviders } from '@/testing/render'
import { JoinForm } from './join-form'
import { londonAreas, ukRegions } from './regions'

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

describe('JoinForm on an English page', () => {
  beforeEach(() => setLocaleSource(() => 'en'))
  afterEach(() => setLocaleSource(() => 'lt'))

  it('labels its fields and choices in English, and asks for consent to the privacy policy in English', () => {
    setup()
    for (const label of ['First name', 'Last name', 'Town or city (optional)', 'Region', 'Number of children', 'Phone (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByRole('group', { name: 'Why would you like to become a member?' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: "I want to take part in the community's activities" })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /^Weekly newsletter\. I want to receive an e-mail once a week/ })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Choose a region' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /^I agree that my data is handled under the privacy policy \(opens in a new tab\) \(version 2026-11-26\)/ })).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute('target', '_blank')
  })

  it('shows every validation message in English', async () => {
    const { onSubmit, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    for (const text of [
      'The first name must be at least 2 characters long',
      'The last name must be at least 2 characters long',
      'Please choose a region',
      'Please give the number of children',
      'Please choose why you would like to become a member',
      'Please choose whether you would like to receive the newsletter',
      'You must agree to the privacy policy',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('names the regions in English and sends their Lithuanian names', async () => {
    const onSubmit = vi.fn()
    renderWithProviders(<JoinForm regions={londonAreas} isPending={false} onSubmit={onSubmit} initialValues={{ firstName: 'Ona', lastName: 'Petraitė' }} />)
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Region'), 'North London')
    await user.selectOptions(screen.getByLabelText('Number of children'), '0')
    await user.click(screen.getByRole('radio', { name: 'I want to receive information' }))
    await user.click(screen.getByRole('radio', { name: 'No' }))
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ region: 'Šiaurės Londonas', reason: 'information', newsletter: 'no' })
  })
})
