import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkdownView } from './markdown-view'
import { parseMarkdown } from './parse-markdown'

describe('MarkdownView', () => {
  it('renders the subset as elements, another site’s link in a new tab, and HTML as its own words', () => {
    const body = '## Programa\n\nDaugiau [svetainėje](https://example.org/programa) ir <img src=x onerror=alert(1)>.\n\n- **Pietūs**'
    const { container } = render(<MarkdownView blocks={parseMarkdown(body)} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Programa' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'svetainėje (atidaroma naujame lange)' })
    expect(link).toHaveAttribute('href', 'https://example.org/programa')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument()
    expect(container.querySelector('img, script')).toBeNull()
    expect(screen.getByRole('listitem')).toContainHTML('<strong>Pietūs</strong>')
  })
})
