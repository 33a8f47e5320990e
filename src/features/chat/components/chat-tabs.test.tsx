import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { AssistantTab } from './assistant-tab'
import { RoomsTab } from './rooms-tab'
import { TopicsTab } from './topics-tab'

afterEach(() => vi.useRealTimers())

describe('chat tabs', () => {
  it('topics: category chips filter the groups', async () => {
    renderWithProviders(<TopicsTab />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Karjera' }))
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Karjera IT srityje'])
  })

  it('rooms and topics: counts take the right Lithuanian form', () => {
    const { unmount } = renderWithProviders(<RoomsTab />)
    expect(screen.getByRole('button', { name: /Tarptautinis/ })).toHaveTextContent('520 narių 31 prisijungęs')
    expect(screen.getByRole('button', { name: /Technologijos/ })).toHaveTextContent('380 narių 22 prisijungę')
    expect(screen.getByRole('button', { name: /Kultūra/ })).toHaveTextContent('19 prisijungusių')
    unmount()
    renderWithProviders(<TopicsTab />)
    expect(screen.getByText('342 įrašai')).toBeInTheDocument()
  })

  it('rooms: opens a room with four seeded messages, sends one with a time stamp, goes back', async () => {
    renderWithProviders(<RoomsTab />)
    await userEvent.click(screen.getByRole('button', { name: /Londonas/ }))
    const log = screen.getByRole('log')
    expect(log.querySelectorAll('li:not([aria-hidden])')).toHaveLength(4)
    await userEvent.type(screen.getByLabelText('Žinutė'), 'Sveiki visi!{Enter}')
    expect(screen.getByRole('log')).toHaveTextContent(/Jūs · \d{2}:\d{2}Sveiki visi!/)
    await userEvent.click(screen.getByRole('button', { name: 'Grįžti į kambarius' }))
    expect(screen.getByRole('button', { name: /Londonas/ })).toBeInTheDocument()
  })

  it('assistant: a quick question fills the input and the grounded reply comes after a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithProviders(<AssistantTab />)
    await user.click(screen.getByRole('button', { name: 'Kur žaisti krepšinį Londone?' }))
    expect(screen.getByLabelText('Klausimas asistentui')).toHaveValue('Kur žaisti krepšinį Londone?')
    await user.click(screen.getByRole('button', { name: 'Siųsti' }))
    expect(screen.queryByRole('link', { name: 'Krepšinio klubas „Londono Vilkai“' })).not.toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(await screen.findByRole('link', { name: 'Krepšinio klubas „Londono Vilkai“' })).toHaveAttribute('href', '/sportas/londono-vilkai')
  })
})
