import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from '@/testing/fake-query'
import type { PendingArticle } from './article-queries'
import { PendingArticlesSection } from './pending-articles-section'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const agm: Omit<PendingArticle, 'entry_name'> = {
  id: 'a-9',
  title: 'Metinis susirinkimas Mančesteryje',
  lead: 'Kviečiame narius į metinį bendruomenės susirinkimą.',
  body: '### Darbotvarkė\n\n- **pirmininko** ataskaita\n- [registracija](https://example.org/agm)\n\n<img src=x onerror=alert(1)>',
  category: 'Bendruomenė',
  cover_path: '0f1e2d3c-0000-4000-8000-000000000000/sale.webp',
  cover_alt: 'Bendruomenės salė',
  author_name: 'Ona K.',
  entry_id: 'e-1',
  created_at: '2099-01-05T10:00:00Z',
  updated_at: '2099-01-05T10:00:00Z',
}

function renderSection({ rows = [agm], updateResult = { data: [{ id: agm.id }] } }: { rows?: (typeof agm)[]; updateResult?: FakeResult } = {}) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) => {
      if (calls.some(([method]) => method === 'update')) return updateResult
      return { data: table === 'directory_entries' ? [{ id: 'e-1', name: 'Mančesterio lietuvių bendruomenė' }] : rows }
    })
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  renderWithProviders(<PendingArticlesSection />, { route: '/admin/moderavimas' })
  const updates = () => queries.filter((query) => query.calls.some(([method]) => method === 'update')).map((query) => query.calls)
  return { queries, updates }
}

async function openRejectDialog() {
  const card = await screen.findByRole('article', { name: agm.title })
  await userEvent.click(within(card).getByRole('button', { name: 'Atmesti' }))
  return screen.getByRole('dialog', { name: 'Atmesti straipsnį' })
}

describe('PendingArticlesSection', () => {
  beforeEach(() => vi.clearAllMocks())

  it('previews each pending article, oldest first: entry, author, cover, lead and the body rendered, never its HTML', async () => {
    const { queries } = renderSection()
    const section = screen.getByRole('region', { name: 'Straipsniai, laukiantys patvirtinimo' })
    const card = await within(section).findByRole('article', { name: agm.title })
    expect(card).toHaveTextContent('KategorijaBendruomenė')
    expect(card).toHaveTextContent('Apie įrašąMančesterio lietuvių bendruomenė')
    expect(card).toHaveTextContent('AutoriusOna K.')
    expect(within(card).getByRole('img', { name: 'Bendruomenės salė' })).toHaveAttribute('src', expect.stringMatching(/article-images\/0f1e2d3c-0000-4000-8000-000000000000\/sale\.webp$/))
    expect(card).toHaveTextContent(agm.lead)
    const body = within(card).getByRole('group', { name: `Tekstas: ${agm.title}` })
    expect(within(body).getByRole('heading', { name: 'Darbotvarkė' })).toBeInTheDocument()
    expect(within(body).getByText('pirmininko').tagName).toBe('STRONG')
    expect(within(body).getByRole('link', { name: /registracija/ })).toHaveAttribute('href', 'https://example.org/agm')
    expect(body).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(body.querySelectorAll('img')).toHaveLength(0)
    const read = queries.find((query) => query.table === 'articles')!
    expect(read.calls).toEqual(expect.arrayContaining([['eq', ['status', 'pending']], ['order', ['created_at']]]))
  })

  it('says so when nothing waits', async () => {
    renderSection({ rows: [] })
    expect(await screen.findByText('Laukiančių patvirtinimo straipsnių nėra')).toBeInTheDocument()
  })

  it('approves: published at once, only if still pending', async () => {
    const { updates } = renderSection()
    const card = await screen.findByRole('article', { name: agm.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Patvirtinti' }))
    await vi.waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Straipsnis „Metinis susirinkimas Mančesteryje“ patvirtintas ir paskelbtas: jis jau matomas puslapyje „Naujienos“.'),
    )
    expect(updates()).toEqual([expect.arrayContaining([['update', [{ status: 'published', publish_at: null }]], ['eq', ['id', agm.id]], ['eq', ['status', 'pending']]])])
  })

  it('says another administrator decided first when no row changed', async () => {
    renderSection({ updateResult: { data: [] } })
    const card = await screen.findByRole('article', { name: agm.title })
    await userEvent.click(within(card).getByRole('button', { name: 'Patvirtinti' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Dėl šio straipsnio jau nuspręsta: sąrašas atnaujintas.'))
  })

  it('refuses to reject without a reason and saves nothing', async () => {
    const { updates } = renderSection()
    const dialog = await openRejectDialog()
    expect(dialog).toHaveTextContent('„Metinis susirinkimas Mančesteryje“. Priežastį matys straipsnį parašęs įrašo valdytojas savo paskyroje.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti straipsnį' }))
    expect(await within(dialog).findByText('Nurodykite atmetimo priežastį')).toBeInTheDocument()
    expect(updates()).toEqual([])
  })

  it('rejects with the reason and closes the dialog', async () => {
    const { updates } = renderSection()
    const dialog = await openRejectDialog()
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), '  Trūksta susirinkimo datos  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti straipsnį' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates()).toEqual([
      expect.arrayContaining([['update', [{ status: 'rejected', rejection_reason: 'Trūksta susirinkimo datos' }]], ['eq', ['id', agm.id]], ['eq', ['status', 'pending']]]),
    ])
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Straipsnis „Metinis susirinkimas Mančesteryje“ atmestas. Priežastį autorius matys savo paskyroje.')
  })

  it('keeps the dialog and the reason when the database refuses', async () => {
    renderSection({ updateResult: { error: { message: 'new row violates check constraint' } } })
    const dialog = await openRejectDialog()
    await userEvent.type(within(dialog).getByLabelText('Atmetimo priežastis'), 'Ne straipsnis')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atmesti straipsnį' }))
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Klaida', 'Nepavyko atmesti straipsnio. Tai, ką įvedėte, liko formoje.'))
    expect(within(screen.getByRole('dialog')).getByLabelText('Atmetimo priežastis')).toHaveValue('Ne straipsnis')
  })
})
