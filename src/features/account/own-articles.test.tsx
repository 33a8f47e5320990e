import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '@/lib/toast'
import { articleEntries, articleRow, fakeArticlesBackend } from '@/testing/admin-articles'
import { renderWithProviders } from '@/testing/render'
import { OwnArticles } from './own-articles'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), storage: { from: vi.fn() }, functions: { invoke: vi.fn() } } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const managerId = '5a5a5a5a-0000-4000-8000-000000000000'
const community = articleEntries[0]!
const managerTables = {
  entry_managers: { data: [{ entry_id: community.id }] },
  profiles: { data: { id: managerId, first_name: 'Jonas', last_name: 'Valdytojas' } },
}

const rejected = articleRow({ id: 'a-2', title: 'Metinis susirinkimas', status: 'rejected', entry_id: community.id, rejection_reason: 'Trūksta datos ir vietos' })
const published = articleRow({ id: 'a-3', slug: 'kaledu-eglute', title: 'Kalėdų eglutė', status: 'published', entry_id: community.id, publish_at: '2099-01-01T10:00:00Z' })

function renderSection(backend: Parameters<typeof fakeArticlesBackend>[0], route = '/paskyra') {
  const api = fakeArticlesBackend({ entries: [community], ...backend })
  renderWithProviders(<OwnArticles userId={managerId} />, { route })
  return api
}

describe('a manager’s articles in /paskyra', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    sessionStorage.clear()
  })

  it('is not shown to a member who manages nothing and wrote nothing', async () => {
    const { queries } = renderSection({ articles: [], tables: { entry_managers: { data: [] } } })
    await waitFor(() => expect(queries.some((query) => query.table === 'articles')).toBe(true))
    expect(screen.queryByRole('heading', { name: 'Mano straipsniai' })).not.toBeInTheDocument()
  })

  it('lists the manager’s own articles with the decision and its reason', async () => {
    const { queries } = renderSection({ articles: [rejected, published], tables: managerTables })
    const list = await screen.findByRole('list', { name: 'Mano straipsniai' })
    const refused = within(list).getByText('Metinis susirinkimas').closest('li') as HTMLElement
    expect(within(refused).getByText('Atmestas')).toBeInTheDocument()
    expect(within(refused).getByText('Atmetimo priežastis: Trūksta datos ir vietos')).toBeInTheDocument()
    expect(within(refused).getByRole('button', { name: /^Taisyti ir pateikti iš naujo ?: Metinis susirinkimas$/ })).toBeInTheDocument()
    const shown = within(list).getByText('Kalėdų eglutė').closest('li') as HTMLElement
    expect(within(shown).getByRole('link', { name: /^Skaityti ?: Kalėdų eglutė$/ })).toHaveAttribute('href', '/naujienos/kaledu-eglute')
    expect(within(shown).queryByRole('button')).not.toBeInTheDocument()
    // RLS shows administrators everyone's articles: the query keeps to the member's own.
    const read = queries.find((query) => query.table === 'articles')
    expect(read?.calls).toContainEqual(['eq', ['author_id', managerId]])
  })

  it('writes an article about a managed entry and sends it for approval, never publishing it', async () => {
    const user = userEvent.setup()
    const { written } = renderSection({ articles: [], tables: managerTables })
    await user.click(await screen.findByRole('button', { name: 'Rašyti straipsnį' }))
    await screen.findByRole('heading', { level: 2, name: 'Naujas straipsnis' })
    expect(screen.queryByRole('button', { name: 'Paskelbti dabar' })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Suplanuoti paskelbimą' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/naudojimo-salygos')
    const entry = screen.getByLabelText('Apie įrašą *')
    expect(within(entry).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pasirinkite…', community.name])

    await user.type(screen.getByLabelText('Pavadinimas *'), 'Metinis susirinkimas')
    await user.type(screen.getByLabelText('Įžanga *'), 'Kviečiame visus narius į metinį susirinkimą.')
    await user.selectOptions(screen.getByLabelText('Kategorija *'), 'Bendruomenė')
    await user.type(screen.getByLabelText('Tekstas *'), 'Susirinkimas vyks bendruomenės salėje.')
    await user.click(screen.getByRole('button', { name: 'Pateikti tvirtinti' }))
    // No entry chosen: said at the field, nothing sent, nothing typed lost.
    expect(await screen.findByText('Pasirinkite įrašą, apie kurį rašote.')).toBeInTheDocument()
    expect(written('insert')).toHaveLength(0)
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue('Metinis susirinkimas')

    await user.selectOptions(entry, community.name)
    await user.click(screen.getByRole('button', { name: 'Pateikti tvirtinti' }))
    await waitFor(() => expect(written('insert')).toHaveLength(1))
    expect(written('insert')[0]).toMatchObject({ title: 'Metinis susirinkimas', entry_id: community.id, status: 'pending' })
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Straipsnis „Metinis susirinkimas“ pateiktas tvirtinti: administratoriai jį peržiūrės, o sprendimą matysite savo paskyroje.')
  })

  it('says a decided article is the administrators’ to change when opened from its address', async () => {
    renderSection({ articles: [published], tables: managerTables }, '/paskyra?straipsnis=a-3')
    expect(await screen.findByText('Dėl šio straipsnio jau nuspręsta: jį keisti gali tik administratoriai.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Pateikti|Išsaugoti/ })).not.toBeInTheDocument()
  })
})
