import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChatMessage } from './chat-message'
import type { ChatMessageRow } from './chat-message-row'

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
    onReport: vi.fn().mockResolvedValue(null),
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

  it("offers others' messages a report with a reason, and administrators hiding and muting", async () => {
    const onHide = vi.fn().mockResolvedValue(null)
    const onMute = vi.fn().mockResolvedValue(null)
    const { onReport } = renderMessage({ isOwn: false, moderation: { onHide, onMute } })
    expect(screen.queryByRole('button', { name: 'Redaguoti' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Pranešti' }))
    await userEvent.selectOptions(screen.getByLabelText('Priežastis'), 'Neapykantos kalba')
    await userEvent.click(screen.getByRole('button', { name: 'Siųsti pranešimą' }))
    expect(onReport).toHaveBeenCalledWith('hate', '')
    expect(screen.getByRole('status')).toHaveTextContent('Ačiū! Administratoriai peržiūrės šią žinutę.')
    await userEvent.click(screen.getByRole('button', { name: 'Paslėpti' }))
    expect(onHide).toHaveBeenCalledWith(true)
    await userEvent.click(screen.getByRole('button', { name: 'Nutildyti autorių' }))
    await userEvent.click(screen.getByRole('button', { name: 'Nutildyti' }))
    expect(onMute).toHaveBeenCalledWith(24)
  })

  it('shows a deleted message without its words or actions', () => {
    render(
      <ol>
        <ChatMessage message={{ ...message, body: '', deleted_at: '2026-11-25T10:02:00+00:00' }} isOwn onEdit={vi.fn()} onDelete={vi.fn()} onReport={vi.fn()} />
      </ol>,
    )
    expect(screen.getByText('Žinutė ištrinta')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
