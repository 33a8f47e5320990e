import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setLocaleSource } from '@/lib/i18n/locale'
import { ads } from '@/testing/fixtures/ads'
import { renderWithProviders } from '@/testing/render'
import { adPrice } from './components/classified-facts'
import { ClassifiedsPage } from './pages/classifieds-page'
import { ClassifiedForm } from './post/classified-form'
import { emptyClassified } from './post/classified-schema'
import { classifiedRefusal } from './refusal'

const activeLimit = {
  code: 'PT422',
  message: 'Vienu metu galite turėti ne daugiau kaip 5 aktyvius skelbimus: uždarykite seną skelbimą arba palaukite, kol jis baigs galioti.',
}
const dailyLimit = { code: 'PT429', message: 'Per daug skelbimų: per parą galite įdėti ne daugiau kaip 10 skelbimų.', hint: 'Pabandykite vėl rytoj.' }

describe('the classifieds on an English page', () => {
  beforeEach(() => setLocaleSource(() => 'en'))
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts, names the categories and finds them by their English names', async () => {
    renderWithProviders(<ClassifiedsPage />, { route: '/skelbimai', pageData: { classifieds: ads } })
    expect(screen.getByRole('heading', { level: 1, name: 'Classifieds' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('6 ads')
    await userEvent.click(screen.getByRole('button', { name: 'Housing' }))
    expect(screen.getByRole('status')).toHaveTextContent('1 ad')
    expect(screen.getByText('Posted by Ingrida')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'All' }))
    await userEvent.type(screen.getByLabelText('Search the ads'), 'services')
    expect(screen.getByRole('status')).toHaveTextContent('2 ads')
  })

  it('writes a price by agreement and a price in pounds in English', () => {
    expect(adPrice({ price: null })).toBe('Price negotiable')
    expect(adPrice({ price: 1200 })).toBe('£1,200')
  })

  it('says in English what the posting form is missing', async () => {
    const onSubmit = vi.fn(async () => undefined)
    renderWithProviders(<ClassifiedForm defaultValues={{ ...emptyClassified, price: '7,505' }} isSending={false} onSubmit={onSubmit} />)
    expect(screen.getByRole('option', { name: 'For sale' })).toHaveValue('Parduoda')
    await userEvent.type(screen.getByLabelText('Title *'), '<b>Bike</b>')
    await userEvent.click(screen.getByRole('button', { name: 'Post an ad' }))
    for (const text of [
      'Write plain text: HTML tags are not allowed.',
      'Choose a category.',
      'The price in pounds, e.g. 90 or 7.50 (leave empty if negotiable).',
      'Enter a town or city.',
      'The description must be at least 10 characters long.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('puts the database’s refusals into English, and a refusal it does not know is left to the general message', () => {
    expect(classifiedRefusal(activeLimit)).toBe('You can have at most 5 active ads at a time: close an old ad or wait until it expires.')
    expect(classifiedRefusal(dailyLimit)).toBe('Too many ads: you can post at most 10 ads in 24 hours. Try again tomorrow.')
    expect(classifiedRefusal({ code: 'PT422', message: 'Kažkas naujo.' })).toBeNull()
    expect(classifiedRefusal({ code: '42501', message: 'permission denied' })).toBeNull()
  })
})

describe('the classifieds on a Lithuanian page', () => {
  it('keep the database’s own words, with its hint', () => {
    expect(classifiedRefusal(dailyLimit)).toBe('Per daug skelbimų: per parą galite įdėti ne daugiau kaip 10 skelbimų. Pabandykite vėl rytoj.')
    expect(classifiedRefusal({ code: 'PT422', message: 'Kažkas naujo.' })).toBe('Kažkas naujo.')
  })
})
