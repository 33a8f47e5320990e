import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withElements } from './with-elements'

describe('withElements', () => {
  it('puts each element where its placeholder falls, in any order', () => {
    const message = ({ link, date }: { link: string; date: string }) => `On ${date}, see ${link}.`
    render(<p>{withElements(message, { link: <a href="/x">the page</a>, date: <time dateTime="2026-11-26">26 November</time> })}</p>)
    expect(screen.getByText(/^On/)).toHaveTextContent('On 26 November, see the page.')
    expect(screen.getByRole('link', { name: 'the page' })).toHaveAttribute('href', '/x')
  })

  it('takes plain values too, and leaves no empty text at the ends', () => {
    const parts = withElements(({ name }: { name: string }) => `${name}`, { name: 'Ona' })
    expect(parts).toHaveLength(1)
  })
})
