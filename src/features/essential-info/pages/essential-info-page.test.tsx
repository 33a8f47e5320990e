import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { EssentialInfoPage } from './essential-info-page'

describe('EssentialInfoPage', () => {
  it('lists UK authorities with their site and, where published, a phone to call', () => {
    renderWithProviders(<EssentialInfoPage />, { route: '/svarbi-informacija' })
    const authorities = screen.getByRole('region', { name: 'Institucijos' })
    expect(within(authorities).getByRole('link', { name: /^0300 200 3300\s?\(HMRC\)$/ })).toHaveAttribute('href', 'tel:+443002003300')
    expect(within(authorities).getByRole('link', { name: /^0800 328 5644\s?\(DWP: Universal Credit\)$/ })).toHaveAttribute('href', 'tel:+448003285644')
    expect(within(authorities).getByRole('link', { name: /^0300 123 7379\s?\(Home Office: EU Settlement Scheme\)$/ })).toHaveAttribute('href', 'tel:+443001237379')
    expect(within(authorities).getByRole('link', { name: /^111\s?\(NHS\)$/ })).toHaveAttribute('href', 'tel:111')
    expect(within(authorities).getByRole('link', { name: /^020 7592 2840\s?\(Lietuvos ambasada JK\)$/ })).toHaveAttribute('href', 'tel:+442075922840')
    expect(within(authorities).getByRole('link', { name: /^www\.gov\.uk\/universal-credit/ })).toHaveAttribute('href', 'https://www.gov.uk/universal-credit')
  })

  it('makes the emergency numbers tel: links', () => {
    renderWithProviders(<EssentialInfoPage />, { route: '/svarbi-informacija' })
    for (const number of ['999', '111', '101']) expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`)
  })
})
