import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MessageComposer } from './message-composer'

describe('MessageComposer', () => {
  it('sends on Enter, makes a new line on Shift+Enter, ignores blank text', async () => {
    const onSend = vi.fn()
    render(<MessageComposer label="Žinutė" placeholder="" onSend={onSend} />)
    const box = screen.getByLabelText('Žinutė')
    await userEvent.type(box, '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Žinutė tuščia: parašykite bent kelis žodžius.')
    await userEvent.clear(box)
    await userEvent.type(box, 'Pirma{Shift>}{Enter}{/Shift}antra')
    expect(box).toHaveValue('Pirma\nantra')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledWith('Pirma\nantra')
    expect(box).toHaveValue('')
  })
})

describe('MessageComposer sending to the server', () => {
  it('keeps the text when the send fails, and shows why', async () => {
    const onSend = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    const { rerender } = render(<MessageComposer label="Žinutė" placeholder="" onSend={onSend} />)
    const box = screen.getByLabelText('Žinutė')
    await userEvent.type(box, 'Labas{Enter}')
    expect(box).toHaveValue('Labas')
    rerender(<MessageComposer label="Žinutė" placeholder="" onSend={onSend} error="Per daug žinučių." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Per daug žinučių.')
    expect(box).toHaveAccessibleDescription('Per daug žinučių.')
    await userEvent.keyboard('{Enter}')
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
  })
})
