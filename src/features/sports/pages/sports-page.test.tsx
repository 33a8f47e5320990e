import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { SportsPage } from './sports-page'

/** The sports list as a prerendered page arrives: with the nine sample organisations published. */
const open = (route: string) => renderWithProviders(<SportsPage />, { route, pageData: directoryPageData('sports', sportsClubs) })

describe('SportsPage', () => {
  it('shows six cards, adds the rest with "Rodyti daugiau" and focuses the first new one', async () => {
    const user = userEvent.setup()
    open('/sportas')
    expect(screen.getAllByRole('link', { name: /^Plačiau:/ })).toHaveLength(6)
    await user.click(screen.getByRole('button', { name: 'Rodyti daugiau (3 liko)' }))
    const links = screen.getAllByRole('link', { name: /^Plačiau:/ })
    expect(links).toHaveLength(9)
    expect(screen.queryByRole('button', { name: /Rodyti daugiau/ })).not.toBeInTheDocument()
    await waitFor(() => expect(links[6]).toHaveFocus())
  })

  it('starts again from six cards when the filters change', async () => {
    const user = userEvent.setup()
    open('/sportas')
    await user.click(screen.getByRole('button', { name: 'Rodyti daugiau (3 liko)' }))
    expect(screen.getAllByRole('link', { name: /^Plačiau:/ })).toHaveLength(9)
    await user.selectOptions(screen.getByLabelText('Vietovė'), 'Londonas')
    expect(screen.getAllByRole('link', { name: /^Plačiau:/ })).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Pašalinti filtrą: Londonas' }))
    expect(screen.getAllByRole('link', { name: /^Plačiau:/ })).toHaveLength(6)
    expect(screen.getByRole('button', { name: 'Rodyti daugiau (3 liko)' })).toBeInTheDocument()
  })

  it('counts members with the right Lithuanian form', () => {
    open('/sportas?q=sachmat')
    expect(screen.getByText('22 nariai')).toBeInTheDocument()
  })

  it('filters to the empty state and back', async () => {
    const user = userEvent.setup()
    const { location } = open('/sportas?vieta=Londonas')
    expect(screen.getAllByRole('link', { name: /^Plačiau:/ })).toHaveLength(3)
    await user.type(screen.getByLabelText('Paieška'), 'futbolas')
    expect(screen.getByRole('heading', { name: 'Nerasta sporto organizacijų pagal pasirinktus kriterijus' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0])
    expect(screen.getAllByRole('link', { name: /^Plačiau:/ })).toHaveLength(6)
    expect(location.current).toBe('/sportas')
  })
})
