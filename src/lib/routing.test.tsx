import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memoryLocation } from 'wouter/memory-location'
import { describe, expect, it } from 'vitest'
import { Link, NavLink, Router, useLocation } from './routing'

function Where() {
  const { pathname, search } = useLocation()
  return <p data-testid="where">{`${pathname}${search}`}</p>
}

function renderAt(path: string, ui: ReactNode) {
  const memory = memoryLocation({ path, record: true })
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      {ui}
      <Where />
    </Router>,
  )
  return memory
}

const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'aktyvi' : 'kita')

describe('routing', () => {
  it('marks the current page’s navigation link, and its parent section unless `end`', () => {
    renderAt('/renginiai/kaledine-muge', (
      <>
        <NavLink to="/renginiai" className={activeClass}>Renginiai</NavLink>
        <NavLink to="/renginiai" end className={activeClass}>Tik sąrašas</NavLink>
        <NavLink to="/" className={activeClass}>Pradžia</NavLink>
      </>
    ))
    expect(screen.getByRole('link', { name: 'Renginiai' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Renginiai' })).toHaveClass('aktyvi')
    expect(screen.getByRole('link', { name: 'Tik sąrašas' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Pradžia' })).toHaveClass('kita')
  })

  it('keeps a query-only link on the current page, and writes the query as the address bar has it', async () => {
    renderAt('/admin/contacts', <Link to="?puslapis=2&vieta=Mančesteris">Kitas puslapis</Link>)
    expect(screen.getByRole('link', { name: 'Kitas puslapis' })).toHaveAttribute('href', '/admin/contacts?puslapis=2&vieta=Mančesteris')
    await userEvent.click(screen.getByRole('link', { name: 'Kitas puslapis' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/contacts?puslapis=2&vieta=Man%C4%8Desteris')
  })

  it('clears the query with a link to "?" alone', () => {
    renderAt('/admin/contacts?puslapis=2', <Link to="?">Pirmas puslapis</Link>)
    expect(screen.getByRole('link', { name: 'Pirmas puslapis' })).toHaveAttribute('href', '/admin/contacts')
  })

  it('leaves a link for another tab to the browser', async () => {
    const memory = renderAt('/bendruomenes', (
      <Link to="/privatumo-politika" target="_blank" rel="noopener">
        Privatumo politika
      </Link>
    ))
    const link = screen.getByRole('link', { name: 'Privatumo politika' })
    expect(link).toHaveAttribute('href', '/privatumo-politika')
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(memory.history).toEqual(['/bendruomenes'])
  })

  it("keeps an English page's base on a link for another tab", () => {
    render(
      <Router base="/en" hook={memoryLocation({ path: '/bendruomenes' }).hook}>
        <Link to="/privatumo-politika" target="_blank" rel="noopener">
          Privacy policy
        </Link>
        <Link to="/" target="_blank" rel="noopener">
          Home
        </Link>
      </Router>,
    )
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privatumo-politika')
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en')
  })
})
