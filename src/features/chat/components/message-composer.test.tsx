import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MessageComposer } from './message-composer'

describe('MessageComposer', () => {
  it('sends on Enter, makes a new line on Shift+Enter, ignores blank text', async () => {
    const onSend = vi.fn()
    render(<MessageComposer label="Žinutė" placeholder="" onSend={onSend} />)
    const box = screen.getByLabelText('Žinutė')
    expect(screen.getByRole('button', { name: 'Siųsti' })).toBeDisabled()
    await userEvent.type(box, '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.clear(box)
    await userEvent.type(box, 'Pirma{Shift>}{Enter}{/Shift}antra')
    expect(box).toHaveValue('Pirma\nantra')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledWith('Pirma\nantra')
    expect(box).toHaveValue('')
  })
})
