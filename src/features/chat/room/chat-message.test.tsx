import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase/client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { fakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { ChatMessage } from './chat-message'
import type { ChatMessageRow } from './chat-message-row'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const message: ChatMessageRow = {
  id: 'm1',
  room_id: 'r',
  author_id: 'a',
  author_name: 'Ona T.',
  body: 'Labas visiems',
  created_at: '2026-11-25T10:00:00+00:00',
  edited_at: null,
  deleted_at: null,
  hidden_at: null,
}

function renderMessage(props: Partial<Parameters<typeof ChatMessage>[0]> = {}) {
  const handlers = {
    onEdit: vi.fn().mockResolvedValue(null),
    onDelete: vi.fn().mockResolvedValue(null),
  }
  render(
    <ol>
      <ChatMessage message={message} isOwn {...handlers} {...props} />
    </ol>,
  )
  return handlers
}

describe('ChatMessage', () => {
  it('lets its author edit it, keeping the text when saving fails', async () => {
    const onEdit = vi.fn().mockResolvedValueOnce('Nepavyko pataisyti žinutės. Tekstas liko laukelyje.').mockResolvedValueOnce(null)
    renderMessage({ onEdit })
    await userEvent.click(screen.getByRole('button', { name: 'Redaguoti' }))
    const box = screen.getByLabelText('Pataisyta žinutė')
    expect(box).toHaveFocus()
    await userEvent.clear(box)
    await userEvent.type(box, 'Labas, kaimynai')
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    expect(onEdit).toHaveBeenCalledWith('Labas, kaimynai')
    expect(screen.getByRole('alert')).toHaveTextContent('Nepavyko pataisyti žinutės.')
    expect(box).toHaveValue('Labas, kaimynai')
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }))
    expect(screen.queryByLabelText('Pataisyta žinutė')).toBeNull()
  })

  it('asks before deleting, and shows a deleted message as such', async () => {
    const { onDelete } = renderMessage()
    await userEvent.click(screen.getByRole('button', { name: 'Ištrinti' }))
    await userEvent.click(screen.getByRole('button', { name: 'Taip, ištrinti' }))
    expect(onDelete).toHaveBeenCalledTimes(1)
  })

  it("offers others' messages a report of the message or its author's name, and administrators hiding and muting", async () => {
    const insert = fakeQuery({ data: null })
    vi.mocked(supabase.from).mockReturnValue(insert as never)
    const onHide = vi.fn().mockResolvedValue(null)
    const onMute = vi.fn().mockResolvedValue(null)
    renderWithProviders(
      <SessionTestProvider value={fakeSession(null, { user: { id: 'reader' } as User })}>
        <ol>
          <ChatMessage message={message} isOwn={false} onEdit={vi.fn()} onDelete={vi.fn()} moderation={{ onHide, onMute }} />
        </ol>
      </SessionTestProvider>,
    )
    expect(screen.queryByRole('button', { name: 'Redaguoti' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Pranešti: žinutė, kurią parašė Ona T.' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pranešti administratoriams' })
    const what = within(dialog).getByRole('group', { name: 'Apie ką pranešate?' })
    expect(within(what).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Žinutė', 'Autoriaus vardas (Ona T.)'])
    await userEvent.click(within(what).getByRole('radio', { name: 'Autoriaus vardas (Ona T.)' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Neapykantos kalba' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siųsti pranešimą' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Ačiū! Administratoriai peržiūrės šią žinutę.')
    expect(insert.calls).toContainEqual(['insert', [{ target_kind: 'member_name', target_id: 'a', reason: 'hate', note: null }]])
    await userEvent.click(screen.getByRole('button', { name: 'Paslėpti' }))
    const hide = screen.getByRole('form', { name: 'Paslėpti žinutę: Ona T.' })
    await userEvent.click(within(hide).getByRole('button', { name: 'Paslėpti' }))
    expect(within(hide).getByRole('alert')).toHaveTextContent('Nurodykite priežastį')
    expect(onHide).not.toHaveBeenCalled()
    await userEvent.type(within(hide).getByLabelText(/^Priežastis/), 'Įžeidžia kitus.')
    await userEvent.click(within(hide).getByRole('button', { name: 'Paslėpti' }))
    expect(onHide).toHaveBeenCalledWith(true, 'Įžeidžia kitus.')
    expect(await screen.findByText('Žinutė paslėpta; autoriui pranešta.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Nutildyti autorių' }))
    await userEvent.click(screen.getByRole('button', { name: 'Nutildyti' }))
    expect(onMute).toHaveBeenCalledWith(24)
  })

  it('shows a deleted message without its words or actions', () => {
    render(
      <ol>
        <ChatMessage message={{ ...message, body: '', deleted_at: '2026-11-25T10:02:00+00:00' }} isOwn onEdit={vi.fn()} onDelete={vi.fn()} />
      </ol>,
    )
    expect(screen.getByText('Žinutė ištrinta')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
