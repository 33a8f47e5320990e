import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase/client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { notify } from '@/lib/toast'
import { fakeQuery, type FakeCall, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { ReportButton } from './report-button'
import type { ReportChoice } from './report-target'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

type Read = { table: string; calls: FakeCall[] }

/** Reads answer by table; the insert answers `insert` (or the next of a list). Every query is kept. */
function answer(insert: FakeResult | FakeResult[] = { data: null }, ids: Record<string, string> = {}) {
  const queries: Read[] = []
  const inserts = Array.isArray(insert) ? [...insert] : [insert]
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls) => (calls.some(([method]) => method === 'insert') ? (inserts.length > 1 ? inserts.shift()! : inserts[0]!) : { data: ids[table] ? { id: ids[table] } : null }))
    queries.push({ table, calls: query.calls })
    return query as never
  })
  const inserted = () => queries.filter(({ calls }) => calls.some(([method]) => method === 'insert')).map(({ calls }) => calls.find(([method]) => method === 'insert')![1][0])
  return { queries, inserted }
}

const event: ReportChoice[] = [
  { target: { kind: 'event', eventSlug: 'kaledu-muge' }, label: 'Renginys' },
  { target: { kind: 'event_translation', eventSlug: 'kaledu-muge' }, label: 'Vertimas į anglų kalbą' },
]

const member = { id: 'u-1', email: 'narys@example.org', user_metadata: {} } as unknown as User

function open(choices: ReportChoice[], { signedIn = false } = {}) {
  renderWithProviders(
    <SessionTestProvider value={fakeSession(null, { user: signedIn ? member : null })}>
      <ReportButton choices={choices} name="Kalėdų mugė" />
    </SessionTestProvider>,
  )
  return userEvent.click(screen.getByRole('button', { name: 'Pranešti: Kalėdų mugė' }))
}

describe('ReportButton', () => {
  beforeEach(() => vi.clearAllMocks())

  it('asks a signed-out visitor for a reason and an e-mail address, then sends the report with the event’s id', async () => {
    const { inserted, queries } = answer({ data: null }, { event_listings: 'e-1' })
    await open(event)
    const dialog = await screen.findByRole('dialog', { name: 'Pranešti administratoriams' })
    expect(dialog).toHaveAccessibleDescription(/„Kalėdų mugė“/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siųsti pranešimą' }))
    expect(within(dialog).getByText('Pasirinkite priežastį.')).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: 'Neteisėtas turinys' })).toHaveFocus()
    expect(within(dialog).getByLabelText('Jūsų el. pašto adresas')).toHaveAccessibleDescription(/Įrašykite savo el. pašto adresą./)
    expect(inserted()).toEqual([])

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sukčiavimas ar apgaulė' }))
    await userEvent.type(within(dialog).getByLabelText('Paaiškinimas (nebūtina)'), 'Prašo pinigų iš anksto.')
    await userEvent.type(within(dialog).getByLabelText('Jūsų el. pašto adresas'), 'lankytojas@example.org')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siųsti pranešimą' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Ačiū! Pranešimą gavome: administratoriai jį peržiūrės.')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(inserted()).toEqual([{ target_kind: 'event', target_id: 'e-1', reason: 'scam_or_fraud', note: 'Prašo pinigų iš anksto.', reporter_email: 'lankytojas@example.org' }])
    expect(queries[0]).toEqual({ table: 'event_listings', calls: expect.arrayContaining([['eq', ['slug', 'kaledu-muge']]]) })
    expect(notify.success).toHaveBeenCalledWith('Pranešimas išsiųstas', 'Ačiū! Administratoriai jį peržiūrės.')
    expect(screen.getByRole('button', { name: 'Pranešti: Kalėdų mugė' })).toHaveFocus()
  })

  it('reports the published translation when a member chooses it, without asking for an address', async () => {
    const { inserted } = answer({ data: null }, { event_listings: 'e-1', event_translations: 't-1' })
    await open(event, { signedIn: true })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByLabelText('Jūsų el. pašto adresas')).toBeNull()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vertimas į anglų kalbą' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Neteisėtas turinys' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siųsti pranešimą' }))
    await vi.waitFor(() => expect(inserted()).toEqual([{ target_kind: 'event_translation', target_id: 't-1', reason: 'illegal', note: null }]))
  })

  it('keeps everything typed when the database refuses, saying why in its own words', async () => {
    const limit = { code: 'PT429', message: 'Per daug pranešimų: per valandą galite pranešti ne daugiau kaip apie 20 dalykų. Pabandykite vėliau.', hint: 'At most 20 reports an hour from one member.' }
    const { inserted } = answer([{ error: limit }, { error: { code: '23505', message: 'duplicate key value' } as never }, { data: null }])
    await open([{ target: { kind: 'classified', id: 'c-1' }, label: 'Skelbimas' }], { signedIn: true })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByRole('group', { name: 'Apie ką pranešate?' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Šlamštas ar reklama' }))
    await userEvent.type(within(dialog).getByLabelText('Paaiškinimas (nebūtina)'), 'Tas pats kiekvieną dieną.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siųsti pranešimą' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Per daug pranešimų: per valandą galite pranešti ne daugiau kaip apie 20 dalykų. Pabandykite vėliau.$/)
    expect(within(dialog).getByLabelText('Paaiškinimas (nebūtina)')).toHaveValue('Tas pats kiekvieną dieną.')
    expect(within(dialog).getByRole('radio', { name: 'Šlamštas ar reklama' })).toBeChecked()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Siųsti pranešimą' }))
    expect(await within(dialog).findByText('Apie tai jau pranešėte: administratoriai jūsų pranešimą peržiūrės.')).toBeInTheDocument()
    expect(inserted()).toHaveLength(2)
  })
})
