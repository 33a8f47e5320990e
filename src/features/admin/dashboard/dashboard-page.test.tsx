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
  // Four open reports of chat messages (counted), and three about two classifieds (read).
  content_reports: { count: 4, data: [{ target_id: 'c-1' }, { target_id: 'c-1' }, { target_id: 'c-2' }] },
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
    expect(counter('Pranešimai apie žinutes')).toHaveTextContent('4')
    // Pending events and articles, pending classifieds, classifieds with open reports, directory corrections and claims.
    await waitFor(() => expect(counter('Laukia sprendimo')).toHaveTextContent('15'))
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
})
