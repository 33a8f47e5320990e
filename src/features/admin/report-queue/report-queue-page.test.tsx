import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeCall, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { AdminContext } from '../access/admin-context'
import { AdminReportQueuePage } from './report-queue-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const admin = { id: 'admin-1', email: 'admin@bendruomene.test', first_name: 'Rūta', last_name: 'Jonaitė', role: 'super_admin', is_active: true }

// As the database orders them: illegal content first, then oldest first.
const openReports = [
  { id: 'r-1', target_kind: 'event_translation', target_id: 't-1', reason: 'illegal', note: 'Kvietimas į nelegalų renginį', reporter_id: 'u-9', reporter_email: null, snapshot: 'Christmas fair\nCome and buy.', created_at: '2027-05-03T09:00:00Z' },
  { id: 'r-2', target_kind: 'event', target_id: 'e-1', reason: 'scam_or_fraud', note: null, reporter_id: null, reporter_email: 'lankytojas@example.org', snapshot: 'Kalėdų mugė\nPirkite bilietus iš anksto.', created_at: '2027-05-01T08:00:00Z' },
  { id: 'r-3', target_kind: 'chat_message', target_id: 'm-1', reason: 'spam', note: 'Reklama', reporter_id: 'u-8', reporter_email: null, snapshot: 'Pigūs laikrodžiai', created_at: '2027-05-01T10:00:00Z' },
  { id: 'r-4', target_kind: 'event', target_id: 'e-1', reason: 'spam', note: 'Ir šlamštas', reporter_id: 'u-7', reporter_email: null, snapshot: 'Kalėdų mugė\nPirkite bilietus iš anksto.', created_at: '2027-05-02T08:00:00Z' },
  { id: 'r-5', target_kind: 'classified', target_id: 'c-1', reason: 'scam_or_fraud', note: null, reporter_id: 'u-7', reporter_email: null, snapshot: 'Telefonas\nPigiai.', created_at: '2027-05-02T09:00:00Z' },
]

const appeal = {
  id: 'act-1',
  target_kind: 'article',
  action: 'remove',
  reason: 'Neapykantos kalba',
  title: 'Mūsų kaimynai',
  suspended_until: null,
  created_at: '2027-04-20T10:00:00Z',
  appeal_text: 'Tai citata iš knygos.',
  appealed_at: '2027-04-21T10:00:00Z',
}

const log = [
  { id: 12, action_id: 'act-1', event: 'appeal', target_kind: 'article', target_id: 'a-1', actor_id: 'author-1', reason: 'Tai citata iš knygos.', created_at: '2027-04-21T10:00:00Z' },
  { id: 11, action_id: 'act-1', event: 'remove', target_kind: 'article', target_id: 'a-1', actor_id: 'admin-1', reason: 'Neapykantos kalba', created_at: '2027-04-20T10:00:00Z' },
]

const tables: Record<string, (calls: FakeCall[]) => FakeResult> = {
  content_reports: () => ({ data: openReports }),
  chat_messages: () => ({ data: [{ id: 'm-1', room_id: 'room-1', author_id: 'author-2', author_name: 'Reklama P.', hidden_at: null, deleted_at: null }] }),
  chat_rooms: () => ({ data: [{ id: 'room-1', slug: 'bendras', kind: 'open', name: 'Bendras' }] }),
  events: () => ({ data: [{ id: 'e-1', slug: 'kaledu-muge', status: 'approved' }] }),
  event_translations: () => ({ data: [{ id: 't-1', event_id: 'e-1', status: 'published' }] }),
  classifieds: (calls) => (calls.some(([method]) => method === 'update') ? { data: null } : { data: [{ id: 'c-1', status: 'approved', hidden_at: '2027-05-02T10:00:00Z' }] }),
  moderation_actions: (calls) =>
    calls.some(([method, args]) => method === 'eq' && args[0] === 'appeal_status') ? { data: [appeal] } : { data: [{ id: 'act-1', title: 'Mūsų kaimynai', author_id: 'author-1' }] },
  moderation_log: (calls) => (calls.some(([method]) => method === 'limit') ? { data: log } : { data: [{ action_id: 'act-1', actor_id: 'admin-1' }] }),
  admin_users: () => ({ data: [admin, { id: 'admin-2', email: 'antras@bendruomene.test', first_name: null, last_name: null }] }),
}

function renderPage(rpc: (name: string) => FakeResult = () => ({ data: null })) {
  const queries: Array<{ table: string; calls: FakeCall[] }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls) => tables[table]?.(calls) ?? { data: [] })
    queries.push({ table, calls: query.calls })
    return query as never
  })
  vi.mocked(supabase.rpc).mockImplementation(((name: string) => fakeQuery(rpc(name))) as never)
  renderWithProviders(
    <AdminContext.Provider value={admin}>
      <AdminReportQueuePage />
    </AdminContext.Provider>,
    { route: '/admin/pranesimai' },
  )
  return queries
}

const queue = () => screen.getByRole('region', { name: 'Atviri pranešimai' })

describe('the report queue', () => {
  beforeEach(() => vi.clearAllMocks())

  it('shows one card per reported item in the queue’s order, illegal content first, with what was reported, each report and its reporter', async () => {
    const queries = renderPage()
    const cards = await within(queue()).findAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Renginio vertimas: Christmas fair',
      'Renginys: Kalėdų mugė',
      'Pokalbių žinutė: Pigūs laikrodžiai',
      'Skelbimas: Telefonas',
    ])
    expect(cards[0]).toHaveTextContent('Skubu: neteisėtas turinys')
    expect(within(cards[0]!).getByRole('link', { name: 'Atidaryti renginio puslapį' })).toHaveAttribute('href', '/en/renginiai/kaledu-muge')

    const event = cards[1]!
    expect(within(event).getByRole('blockquote')).toHaveTextContent('Pirkite bilietus iš anksto.')
    const reports = within(within(event).getByRole('list', { name: 'Pranešimai' })).getAllByRole('listitem')
    expect(reports).toHaveLength(2)
    expect(reports[0]).toHaveTextContent('Sukčiavimas ar apgaulė')
    expect(within(reports[0]!).getByRole('link', { name: 'lankytojas@example.org' })).toHaveAttribute('href', 'mailto:lankytojas@example.org')
    expect(reports[1]).toHaveTextContent('Šlamštas ar reklamaIr šlamštasPranešė narys')

    expect(cards[2]).toHaveTextContent('Autorius: Reklama P.')
    expect(within(cards[2]!).getByRole('link', { name: 'Atidaryti kambarį „Bendras“' })).toHaveAttribute('href', '/pokalbiai?kambarys=bendras')
    expect(cards[3]).toHaveTextContent('Skelbimas paslėptas (kol administratoriai nuspręs)')
    expect(queries.find((query) => query.table === 'content_reports')?.calls).toEqual(
      expect.arrayContaining([['eq', ['status', 'open']], ['order', ['priority']], ['order', ['created_at']]]),
    )
  })

  it('removes an item only with a reason, through the database, which tells the author', async () => {
    renderPage()
    const event = (await within(queue()).findAllByRole('article'))[1]!
    await userEvent.click(within(event).getByRole('button', { name: 'Pašalinti' }))
    const dialog = screen.getByRole('dialog', { name: 'Pašalinti: Renginys: Kalėdų mugė' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pašalinti' }))
    expect(within(dialog).getByLabelText('Priežastis')).toHaveAccessibleDescription(/Nurodykite priežastį: bent 3 simboliai\./)
    expect(supabase.rpc).not.toHaveBeenCalled()
    await userEvent.type(within(dialog).getByLabelText('Priežastis'), 'Renginys yra apgaulė.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pašalinti' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(supabase.rpc).toHaveBeenCalledWith('moderate_content', { target_kind: 'event', target_id: 'e-1', action: 'remove', reason: 'Renginys yra apgaulė.' })
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Turinys pašalintas, autoriui pranešta.')
  })

  it('keeps a classified the reports hid when they were unfounded: shown again, its reports closed', async () => {
    const queries = renderPage()
    const classified = (await within(queue()).findAllByRole('article'))[3]!
    await userEvent.click(within(classified).getByRole('button', { name: 'Palikti matomą' }))
    const dialog = screen.getByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Priežastis'), 'Skelbimas taisyklių nepažeidžia.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Palikti matomą' }))
    await vi.waitFor(() => expect(supabase.rpc).toHaveBeenCalledWith('dismiss_reports', { target_kind: 'classified', target_id: 'c-1', reason: 'Skelbimas taisyklių nepažeidžia.' }))
    const unhide = queries.find((query) => query.table === 'classifieds' && query.calls.some(([method]) => method === 'update'))
    expect(unhide?.calls).toEqual(expect.arrayContaining([['update', [{ hidden_at: null }]], ['eq', ['id', 'c-1']]]))
  })

  it('suspends a chat message’s author for the time chosen, with a reason', async () => {
    renderPage()
    const message = (await within(queue()).findAllByRole('article'))[2]!
    await userEvent.click(within(message).getByRole('button', { name: 'Sustabdyti autoriaus paskyrą' }))
    const dialog = screen.getByRole('dialog', { name: 'Sustabdyti paskyrą: Reklama P.' })
    await userEvent.selectOptions(within(dialog).getByLabelText('Kiek laiko'), '30 dienų')
    await userEvent.type(within(dialog).getByLabelText('Priežastis'), 'Pakartotinė reklama visuose kambariuose.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sustabdyti paskyrą' }))
    await vi.waitFor(() => expect(supabase.rpc).toHaveBeenCalledWith('suspend_member', { member: 'author-2', until: expect.any(String), reason: 'Pakartotinė reklama visuose kambariuose.' }))
    const until = Date.parse((vi.mocked(supabase.rpc).mock.calls[0]![1] as { until: string }).until)
    expect(until - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
  })

  it('shows an appeal against the administrator’s own decision as such, and the database’s refusal when they decide it anyway', async () => {
    const refusal = { code: 'PT403', message: 'Skundą dėl jūsų sprendimo turi spręsti kitas administratorius.' }
    renderPage((name) => (name === 'decide_appeal' ? { error: refusal } : { data: null }))
    const appeals = screen.getByRole('region', { name: 'Skundai, laukiantys sprendimo' })
    const card = await within(appeals).findByRole('article', { name: 'Straipsnis: Mūsų kaimynai' })
    expect(card).toHaveTextContent('NusprendėRūta Jonaitė (jūs)')
    expect(card).toHaveTextContent('SkundasTai citata iš knygos.')
    expect(card).toHaveTextContent('Šį sprendimą priėmėte jūs: skundą turi spręsti kitas administratorius.')
    await userEvent.click(within(card).getByRole('button', { name: 'Atšaukti sprendimą' }))
    const dialog = screen.getByRole('dialog', { name: 'Atšaukti sprendimą: Straipsnis: Mūsų kaimynai' })
    await userEvent.type(within(dialog).getByLabelText('Priežastis'), 'Citata, ne autoriaus žodžiai.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti sprendimą' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Skundą dėl jūsų sprendimo turi spręsti kitas administratorius.')
    expect(within(dialog).getByLabelText('Priežastis')).toHaveValue('Citata, ne autoriaus žodžiai.')
    expect(supabase.rpc).toHaveBeenCalledWith('decide_appeal', { action_id: 'act-1', reverse: true, reason: 'Citata, ne autoriaus žodžiai.' })
  })

  it('lists the moderation log newest first: what happened to what, who and why', async () => {
    renderPage()
    const section = screen.getByRole('region', { name: 'Moderavimo žurnalas' })
    const rows = within(await within(section).findByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1, 5).map((cell) => cell.textContent))).toEqual([
      ['Apskųsta', 'Straipsnis: Mūsų kaimynai', 'Autorius', 'Tai citata iš knygos.'],
      ['Pašalinta', 'Straipsnis: Mūsų kaimynai', 'Rūta Jonaitė', 'Neapykantos kalba'],
    ])
    expect(within(rows[1]!).getByRole('button', { name: 'Sustabdyti autorių: Straipsnis: Mūsų kaimynai' })).toBeInTheDocument()
  })
})
