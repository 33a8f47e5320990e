import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MessageText } from './message-text'

describe('MessageText', () => {
  it('links http(s) addresses, leaving the sentence around them as text', () => {
    const { container } = render(<MessageText text="Žiūrėkite https://example.org/renginiai, ten viskas." />)
    const link = screen.getByRole('link', { name: 'https://example.org/renginiai' })
    expect(link).toHaveAttribute('href', 'https://example.org/renginiai')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
    expect(container).toHaveTextContent('Žiūrėkite https://example.org/renginiai, ten viskas.')
  })

  it('shows markup and other schemes as typed, never as HTML or links', () => {
    const { container } = render(<MessageText text={'<b>labas</b> javascript:alert(1) <img src=x onerror=alert(1)>'} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('b, img')).toBeNull()
    expect(container).toHaveTextContent('<b>labas</b> javascript:alert(1) <img src=x onerror=alert(1)>')
  })
})
