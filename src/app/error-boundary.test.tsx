import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ErrorBoundary } from './error-boundary'

function Throws({ error }: { error: unknown }): never {
  throw error
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React and the boundary both report the caught error; the test only looks at the screen.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the fallback with the message of a thrown error', () => {
    render(
      <ErrorBoundary resetKey="/">
        <Throws error={new Error('Nepavyko įkelti puslapio')} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Nepavyko įkelti puslapio')
    expect(screen.getByRole('link', { name: 'Grįžti į pradžią' })).toHaveAttribute('href', '/')
  })

  it('shows the status text of a response-like error', () => {
    render(
      <ErrorBoundary resetKey="/">
        <Throws error={{ status: 503, statusText: 'Service Unavailable' }} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('503 Service Unavailable')
  })

  it('renders the page again after navigating elsewhere', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Throws error={new Error('Klaida puslapyje')} />
      </ErrorBoundary>,
    )
    expect(screen.getByText('Klaida puslapyje')).toBeInTheDocument()
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Kitas puslapis</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('Kitas puslapis')).toBeInTheDocument()
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument()
  })
})
