import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { renderWithProviders } from '@/testing/render'
import { AdminContext } from '../access/admin-context'
import { fakeQuery, type FakeResult } from '@/testing/fake-query'
import { DashboardPage } from './dashboard-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn(() => fakeQuery({ data: [] })) } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const admin = { id: 'a1', email: 'admin@bendruomene.test', first_name: 'Rūta', last_name: null, role: 'super_admin', is_active: true }

const counts: Record<string, FakeResult> = {
  contacts: { count: 3 },
  media: { count: null, error: { message: 'relation "media" is unavailable' } },
  directory_entries: { count: 48 },
  admin_users: { count: 1 },
  community_memberships: { count: 2 },
  events: { count: 5 },
  articles: { count: 2 },
  classifieds: { count: 2 },
  entry_corrections: { count: 3 },
  entry_claims: { count: 1 },
}

afterEach(() => vi.restoreAllMocks())

describe('DashboardPage', () => {
  it('logs a failed counter and still shows the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(supabase.from).mockImplementation((table: string) => fakeQuery(counts[table]) as never)
    renderWithProviders(
      <AdminContext.Provider value={admin}>
        <DashboardPage />
      </AdminContext.Provider>,
    )
    const counters = screen.getByRole('region', { name: 'Skaitikliai' })
    const counter = (label: string) => within(counters).getByText(label, { exact: true }).parentElement as HTMLElement

    await waitFor(() => expect(counter('Kontaktai')).toHaveTextContent('3'))
    expect(counter('Katalogo įrašai')).toHaveTextContent('48')
    expect(counter('Aktyvūs administratoriai')).toHaveTextContent('1')
    expect(counter('Laukiantys narystės prašymai')).toHaveTextContent('2')
    // Pending events and articles, pending classifieds, directory corrections and claims.
    await waitFor(() => expect(counter('Laukia sprendimo')).toHaveTextContent('13'))
    expect(within(counters).getByRole('link', { name: /Laukia sprendimo/ })).toHaveAttribute('href', '/admin/moderavimas')
    await waitFor(() => expect(counter('Medijos failai')).toHaveTextContent('Nepavyko suskaičiuoti'))
    expect(logged).toHaveBeenCalledWith('Dashboard counter "media" failed:', 'relation "media" is unavailable')
    expect(screen.getByText('admin@bendruomene.test')).toBeInTheDocument()
  })

  it('links to the directory editor once, and to the news editor, among the quick links', () => {
    vi.mocked(supabase.from).mockImplementation((table: string) => fakeQuery(counts[table] ?? { count: 0 }) as never)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(
      <AdminContext.Provider value={admin}>
        <DashboardPage />
      </AdminContext.Provider>,
    )
    const quickLinks = screen.getByRole('region', { name: 'Greitos nuorodos' })
    expect(within(quickLinks).getAllByRole('link', { name: 'Katalogas' }).map((link) => link.getAttribute('href'))).toEqual(['/admin/organizations'])
    expect(within(quickLinks).getByRole('link', { name: 'Naujienos' })).toHaveAttribute('href', '/admin/naujienos')
  })

  it('lists the e-mails that could not be sent, with the error, and says when there are none', async () => {
    vi.mocked(supabase.from).mockImplementation((table: string) => fakeQuery(counts[table] ?? { count: 0 }) as never)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = { id: 7, kind: 'decision', to_email: 'narys@example.org', status: 'failed', attempts: 8, last_error: 'Error: The e-mail API answered 500', created_at: '2026-11-20T10:00:00Z', next_attempt_at: '2026-11-20T16:00:00Z' }
    vi.mocked(supabase.rpc).mockImplementation(() => fakeQuery({ data: [failed] }) as never)
    renderWithProviders(
      <AdminContext.Provider value={admin}>
        <DashboardPage />
      </AdminContext.Provider>,
    )
    const list = await screen.findByRole('list', { name: 'Neišsiųsti laiškai' })
    expect(within(list).getByText('Nepavyko')).toBeInTheDocument()
    expect(within(list).getByText('Sprendimas dėl pateikto įrašo')).toBeInTheDocument()
    expect(within(list).getByText('Error: The e-mail API answered 500')).toBeInTheDocument()
    expect(vi.mocked(supabase.rpc)).toHaveBeenCalledWith('email_problems')
  })

  it('lists the clock’s jobs that failed to write their mail, with what they were writing and the error', async () => {
    const failure = {
      id: 3,
      job: 'weekly_digest',
      subject: '6c1f0a52-3b7e-4d0e-9a39-1d2f6a1b9c10',
      error: 'new row for relation "email_outbox" violates check constraint "email_outbox_payload_check"',
      error_code: '23514',
      failures: 42,
      first_failed_at: '2026-11-30T08:00:00Z',
      last_failed_at: '2026-11-30T08:41:00Z',
    }
    const tables: Record<string, FakeResult> = { ...counts, due_job_failures: { data: [failure] } }
    vi.mocked(supabase.from).mockImplementation((table: string) => fakeQuery(tables[table] ?? { count: 0 }) as never)
    vi.mocked(supabase.rpc).mockImplementation(() => fakeQuery({ data: [] }) as never)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithProviders(
      <AdminContext.Provider value={admin}>
        <DashboardPage />
      </AdminContext.Provider>,
    )
    const list = await screen.findByRole('list', { name: 'Nepavykę laiškų rašymo darbai' })
    expect(within(list).getByText('Savaitės naujienų laiškas')).toBeInTheDocument()
    expect(within(list).getByText(`Kam rašyta: ${failure.subject}`)).toBeInTheDocument()
    expect(within(list).getByText(`23514: ${failure.error}`)).toBeInTheDocument()
    expect(within(list).getByText(/iš viso bandymų: 42$/)).toBeInTheDocument()
    // The outbox itself has nothing waiting with an error.
    expect(screen.getByText('Neišsiųstų laiškų nėra: visi išsiųsti arba laukia eilėje.')).toBeInTheDocument()
  })

  it('shows how long the oldest open report has waited, the open reports by reason and the appeals waiting, with the way to the queue', async () => {
    vi.mocked(supabase.from).mockImplementation((table: string) => fakeQuery(counts[table] ?? { count: 0 }) as never)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const overview = {
      oldest_open_at: '2026-11-28T09:00:00Z',
      oldest_open_seconds: 2 * 86_400 + 3 * 3600,
      open_total: 4,
      open_by_reason: { illegal: 1, spam: 3 },
      pending_appeals: 2,
    }
    vi.mocked(supabase.rpc).mockImplementation(((name: string) => fakeQuery({ data: name === 'moderation_overview' ? overview : [] })) as never)
    renderWithProviders(
      <AdminContext.Provider value={admin}>
        <DashboardPage />
      </AdminContext.Provider>,
    )
    const card = screen.getByRole('heading', { level: 2, name: 'Pranešimai apie turinį' }).closest('[data-slot="card"]') as HTMLElement
    expect(await within(card).findByText(/Atvirų pranešimų:/)).toHaveTextContent('Atvirų pranešimų: 4. Seniausias laukia 2 d. 3 val.')
    expect(within(card).getByRole('heading', { level: 3, name: 'Atviri pranešimai pagal priežastį' })).toBeInTheDocument()
    const rows = [...card.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(rows).toEqual([
      'Neteisėtas turinys: 1',
      'Sukčiavimas ar apgaulė: 0',
      'Priekabiavimas ar įžeidinėjimas: 0',
      'Neapykantos kalba: 0',
      'Šlamštas ar reklama: 3',
      'Kieno nors asmens duomenys be sutikimo: 0',
      'Kita: 0',
    ])
    expect(card).toHaveTextContent('Skundų, laukiančių sprendimo: 2')
    expect(within(card).getByRole('link', { name: 'Atidaryti pranešimų eilę' })).toHaveAttribute('href', '/admin/pranesimai')
    expect(vi.mocked(supabase.rpc)).toHaveBeenCalledWith('moderation_overview')
  })
})
