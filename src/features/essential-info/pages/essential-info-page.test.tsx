import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { factRows } from '@/testing/fixtures/essential-facts'
import { renderWithProviders } from '@/testing/render'
import { setLocaleSource } from '@/lib/i18n/locale'
import { EssentialInfoPage } from './essential-info-page'

/** The page as it arrives: with the stored facts in its data. */
const arrive = () => renderWithProviders(<EssentialInfoPage />, { route: '/svarbi-informacija', pageData: { 'essential-facts': factRows } })

describe('EssentialInfoPage', () => {
  it('lists UK authorities with their site and, where published, a phone to call', () => {
    arrive()
    const authorities = screen.getByRole('region', { name: 'Institucijos' })
    expect(within(authorities).getByRole('link', { name: /^0300 200 3300\s?\(HMRC\)$/ })).toHaveAttribute('href', 'tel:+443002003300')
    expect(within(authorities).getByRole('link', { name: /^0800 328 5644\s?\(DWP: Universal Credit\)$/ })).toHaveAttribute('href', 'tel:+448003285644')
    expect(within(authorities).getByRole('link', { name: /^0300 123 7379\s?\(Home Office: EU Settlement Scheme\)$/ })).toHaveAttribute('href', 'tel:+443001237379')
    expect(within(authorities).getByRole('link', { name: /^111\s?\(NHS\)$/ })).toHaveAttribute('href', 'tel:111')
    expect(within(authorities).getByRole('link', { name: /^020 7592 2840\s?\(Lietuvos ambasada JK\)$/ })).toHaveAttribute('href', 'tel:+442075922840')
    expect(within(authorities).getByRole('link', { name: /^www\.gov\.uk\/universal-credit/ })).toHaveAttribute('href', 'https://www.gov.uk/universal-credit')
  })

  it('makes the emergency numbers tel: links', () => {
    arrive()
    for (const number of ['999', '111', '101']) expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`)
  })
  it('dates every amount and names its official source, and says when the figures were checked', () => {
    arrive()
    const rights = screen.getByRole('region', { name: 'Jūsų teisės' })
    const wage = within(rights).getAllByRole('listitem').find((item) => item.textContent?.startsWith('Minimalus darbo užmokestis nuo 21 metų'))!
    expect(wage).toHaveTextContent('12,71 £ per valandą')
    expect(wage).toHaveTextContent('Galioja nuo 2026 m. balandžio 1 d.')
    expect(within(wage).getByRole('link', { name: /^gov\.uk/ })).toHaveAttribute('href', 'https://www.gov.uk/national-minimum-wage-rates')
    expect(screen.queryByText(/10,42/)).not.toBeInTheDocument()
    expect(screen.getByText(/paskutinį kartą patikrinti/)).toHaveTextContent('2026 m. lapkričio 25 d.')
  })

  it('reached by navigation, says the figures are loading, then shows what the database stores', async () => {
    const stored = [...factRows.filter((row) => row.key !== 'national-living-wage'), { ...factRows[0]!, value: '13,10 £ per valandą', applies_from: '2027-04-01', checked_on: '2027-04-02' }]
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(stored)))
    renderWithProviders(<EssentialInfoPage />, { route: '/svarbi-informacija' })
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliami skaičiai ir telefonai…')
    await waitFor(() => expect(screen.getByText('13,10 £ per valandą')).toBeInTheDocument())
    expect(screen.getByText(/13,10 £/).closest('li')).toHaveTextContent('Galioja nuo 2027 m. balandžio 1 d.')
    expect(screen.getByText(/paskutinį kartą patikrinti/)).toHaveTextContent('2027 m. balandžio 2 d.')
    expect(screen.getByText('10,85 £ per valandą')).toBeInTheDocument()
  })

  it('invents no figure when the database cannot be reached: it says so and keeps the rest of the page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'klaida' }, { status: 500 })))
    renderWithProviders(<EssentialInfoPage />, { route: '/svarbi-informacija' })
    expect(await screen.findByText(/Nepavyko įkelti skaičių ir telefonų/)).toBeInTheDocument()
    expect(screen.queryByText(/£ per valandą/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '999' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Institucijos' })).getByRole('heading', { name: 'HMRC' })).toBeInTheDocument()
  })

  it('speaks English on English pages around the stored facts', () => {
    setLocaleSource(() => 'en')
    try {
      arrive()
      expect(screen.getByRole('heading', { level: 1, name: 'Essential information' })).toBeInTheDocument()
      for (const heading of ['Emergency help', 'Authorities', 'Your rights', 'Useful forms and guides', 'Need help?']) {
        expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
      }
      expect(screen.getByText(/were last checked on/)).toHaveTextContent('The figures and phone numbers were last checked on 25 November 2026; each one names its official source.')
      const authorities = screen.getByRole('region', { name: 'Authorities' })
      expect(within(authorities).getByRole('link', { name: /^020 7592 2840\s?\(Embassy of Lithuania in the UK\)$/ })).toHaveAttribute('href', 'tel:+442075922840')
      expect(within(authorities).getByRole('link', { name: /^www\.gov\.uk\/universal-credit.*\(opens in a new window\)$/ })).toBeInTheDocument()
      const wage = within(screen.getByRole('region', { name: 'Your rights' })).getAllByRole('listitem')[0]!
      expect(wage).toHaveTextContent('Applies from 1 April 2026 · Source: gov.uk')
      expect(screen.getByRole('link', { name: /^Download\s?: A newcomer's guide to the UK \(in Lithuanian\)$/ })).toHaveAttribute('href', '/files/atvykusiojo-atmintine.txt')
      expect(screen.getByRole('link', { name: /^Open the official source\s?: Registering with a GP \(in a new window\)$/ })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Find a centre' })).toHaveAttribute('href', '/bendruomenes')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
