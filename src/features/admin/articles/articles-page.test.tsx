import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '@/lib/toast'
import { articleRow, articlesAdmin, fakeArticlesBackend } from '@/testing/admin-articles'
import { renderWithProviders } from '@/testing/render'
import { AdminContext } from '../access/admin-context'
import { AdminArticlesPage } from './articles-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), storage: { from: vi.fn() }, functions: { invoke: vi.fn() } } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const articles = [
  articleRow({ id: 'a-1', title: 'Vasario 16-oji Mančesteryje', status: 'draft', entry_id: 'e-1' }),
  articleRow({ id: 'a-2', title: 'Kalėdinė mugė', status: 'scheduled', publish_at: '2099-12-01T18:30:00Z', author_name: 'Jonas P.' }),
  articleRow({ id: 'a-3', title: 'Joninės prie Temzės', status: 'published', publish_at: '2025-06-24T17:00:00Z' }),
  articleRow({ id: 'a-4', title: 'Bendruomenės AGM', status: 'pending', author_name: 'Ona K.', entry_id: 'e-1' }),
]

function renderPage(route = '/admin/naujienos', backend: Parameters<typeof fakeArticlesBackend>[0] = { articles }) {
  const api = fakeArticlesBackend(backend)
  const view = renderWithProviders(
    <AdminContext.Provider value={articlesAdmin}>
      <AdminArticlesPage />
    </AdminContext.Provider>,
    { route },
  )
  return { ...api, ...view }
}

const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.click(screen.getByLabelText(label))
  await user.paste(text)
}

describe('AdminArticlesPage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    sessionStorage.clear()
  })

  it('lists every article, the latest changed first, with its status, author, entry and UK publication time', async () => {
    const { queries } = renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Naujienos' })).toBeInTheDocument()
    const draft = await screen.findByRole('article', { name: 'Vasario 16-oji Mančesteryje' })
    expect(draft).toHaveTextContent('Juodraštis')
    expect(draft).toHaveTextContent('Autorius: Rūta A.')
    expect(draft).toHaveTextContent('Apie: Mančesterio lietuvių bendruomenė')
    expect(draft).toHaveTextContent('Nepaskelbtas')
    expect(screen.getByRole('article', { name: 'Kalėdinė mugė' })).toHaveTextContent('SuplanuotasBendruomenė · Autorius: Jonas P.Bus paskelbtas 2099 m. gruodžio 1 d., 18:30 (JK laiku)')
    // Summer time: 17:00 UTC is 18:00 in London.
    expect(screen.getByRole('article', { name: 'Joninės prie Temzės' })).toHaveTextContent('Paskelbtas 2025 m. birželio 24 d., 18:00 (JK laiku)')
    expect(screen.getByRole('article', { name: 'Bendruomenės AGM' })).toHaveTextContent('Laukia patvirtinimo')
    const list = queries.find((query) => query.table === 'articles')!
    expect(list.calls).toEqual(expect.arrayContaining([['order', ['updated_at', { ascending: false }]]]))
  })

  it('filters by status, kept in the address', async () => {
    const user = userEvent.setup()
    const { location } = renderPage()
    await screen.findByRole('article', { name: 'Vasario 16-oji Mančesteryje' })
    expect(screen.getByLabelText('Būsena')).toHaveDisplayValue('Visi')
    expect([...screen.getByLabelText('Būsena').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Visi',
      'Juodraščiai',
      'Laukia patvirtinimo',
      'Suplanuoti',
      'Paskelbti',
      'Archyvuoti',
      'Atmesti',
    ])
    await user.selectOptions(screen.getByLabelText('Būsena'), 'Suplanuoti')
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Kalėdinė mugė'])
    expect(location.current).toBe('/admin/naujienos?busena=scheduled')
    await user.selectOptions(screen.getByLabelText('Būsena'), 'Archyvuoti')
    expect(screen.getByText('Tokios būsenos straipsnių nėra')).toBeInTheDocument()
  })

  it('says so when there are no articles yet', async () => {
    renderPage('/admin/naujienos', { articles: [] })
    expect(await screen.findByText('Straipsnių dar nėra: parašykite pirmąjį.')).toBeInTheDocument()
  })

  it('creates a draft with the first “Išsaugoti juodraštį”, keeping what is typed in the tab until then', async () => {
    const user = userEvent.setup()
    const { written, location } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Naujas straipsnis' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Naujas straipsnis' })).toHaveFocus()
    expect(location.current).toBe('/admin/naujienos?straipsnis=naujas')
    await fill(user, 'Pavadinimas *', 'Kaziuko mugė Londone')
    await fill(user, 'Įžanga *', 'Kovo pradžioje – amatai, verbos ir riestainiai.')
    await user.selectOptions(screen.getByLabelText('Kategorija *'), 'Kultūra')
    await screen.findByRole('option', { name: 'Mančesterio lietuvių bendruomenė' })
    await user.selectOptions(screen.getByLabelText('Apie įrašą'), 'Mančesterio lietuvių bendruomenė')
    await fill(user, 'Tekstas *', '### Programa\n\n- amatai\n- [bilietai](https://example.org/mugė)')
    // Only directories whose entries have pages are offered.
    expect(within(screen.getByLabelText('Apie įrašą')).queryByRole('option', { name: 'Lietuviškos knygos' })).not.toBeInTheDocument()
    expect(JSON.parse(sessionStorage.getItem('lietuviai-jk:article:new') ?? '{}')).toMatchObject({ title: 'Kaziuko mugė Londone', category: 'Kultūra', entryId: 'e-1' })

    await user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }))
    await waitFor(() => expect(written('insert')).toHaveLength(1))
    expect(written('insert')[0]).toEqual({
      title: 'Kaziuko mugė Londone',
      slug: '',
      lead: 'Kovo pradžioje – amatai, verbos ir riestainiai.',
      body: '### Programa\n\n- amatai\n- [bilietai](https://example.org/mugė)',
      category: 'Kultūra',
      cover_path: null,
      cover_alt: null,
      entry_id: 'e-1',
      status: 'draft',
    })
    await waitFor(() => expect(location.current).toBe('/admin/naujienos?straipsnis=a-new'))
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Juodraštis „Kaziuko mugė Londone“ išsaugotas')
    expect(sessionStorage.getItem('lietuviai-jk:article:new')).toBeNull()
    // The editor goes on with the saved article, its address as the database made it.
    expect(await screen.findByRole('heading', { level: 2, name: 'Redaguoti: Kaziuko mugė Londone' })).toBeInTheDocument()
    expect(screen.getByLabelText('Adresas (slug)')).toHaveValue('naujas-straipsnis')
  })

  it('opens an article to edit from the list, and goes back', async () => {
    const user = userEvent.setup()
    const { location } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Redaguoti: Kalėdinė mugė' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Redaguoti: Kalėdinė mugė' })).toBeInTheDocument()
    expect(location.current).toBe('/admin/naujienos?straipsnis=a-2')
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue('Kalėdinė mugė')
    expect(screen.getByLabelText('Paskelbimo laikas (JK laiku)')).toHaveValue('2099-12-01T18:30')
    await user.click(screen.getByRole('button', { name: 'Grįžti į sąrašą' }))
    expect(location.current).toBe('/admin/naujienos')
    expect(await screen.findByRole('article', { name: 'Kalėdinė mugė' })).toBeInTheDocument()
  })
})
