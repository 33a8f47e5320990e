import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '@/lib/toast'
import { articleRow, articlesAdmin, fakeArticlesBackend, SAVED_AT } from '@/testing/admin-articles'
import { renderWithProviders } from '@/testing/render'
import { AdminContext } from '../access/admin-context'
import { AUTOSAVE_DELAY_MS } from '@/features/news/editor/use-autosave'
import { AdminArticlesPage } from './articles-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), storage: { from: vi.fn() }, functions: { invoke: vi.fn() } } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const draft = articleRow({ id: 'a-1', status: 'draft' })

/** The editor of `article`, opened from its address. */
async function openEditor(backend: Parameters<typeof fakeArticlesBackend>[0] = {}, article = draft) {
  const api = fakeArticlesBackend({ articles: [article], ...backend })
  const view = renderWithProviders(
    <AdminContext.Provider value={articlesAdmin}>
      <AdminArticlesPage />
    </AdminContext.Provider>,
    { route: `/admin/naujienos?straipsnis=${article.id}` },
  )
  await screen.findByRole('heading', { level: 2, name: `Redaguoti: ${article.title}` })
  return { ...api, ...view }
}

const replace = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.clear(screen.getByLabelText(label))
  await user.click(screen.getByLabelText(label))
  await user.paste(text)
}

const idOf = (calls: unknown[][]) => calls.find(([method, args]) => method === 'eq' && (args as unknown[])[0] === 'id')?.[1]

describe('the article editor', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    sessionStorage.clear()
  })
  afterEach(() => vi.useRealTimers())

  it('publishes a draft now, at the database’s own time', async () => {
    const user = userEvent.setup()
    const { writes, written } = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Paskelbti dabar' }))
    await waitFor(() => expect(written('update')).toHaveLength(1))
    expect(written('update')[0]).toMatchObject({ title: draft.title, status: 'published', publish_at: null })
    expect(idOf(writes('update')[0]!)).toEqual(['id', 'a-1'])
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Straipsnis „Vasario 16-oji Mančesteryje“ paskelbtas: jis jau matomas puslapyje „Naujienos“.')
    // Now published: it is archived, no longer deleted or scheduled.
    expect(await screen.findByRole('button', { name: 'Archyvuoti' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ištrinti' })).not.toBeInTheDocument()
    expect(screen.getByText('Paskelbtas', { selector: '[data-slot="badge"]' })).toBeInTheDocument()
  })

  it('schedules for a time typed in UK time and says it back in Lithuanian', async () => {
    const user = userEvent.setup()
    const { written } = await openEditor()
    const when = screen.getByLabelText('Paskelbimo laikas (JK laiku)')
    fireEvent.change(when, { target: { value: '2099-07-01T18:30' } })
    expect(screen.getByText('Bus paskelbtas 2099 m. liepos 1 d., 18:30 (JK laiku).')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Suplanuoti' }))
    await waitFor(() => expect(written('update')).toHaveLength(1))
    // British Summer Time: 18:30 in London is 17:30 UTC.
    expect(written('update')[0]).toMatchObject({ status: 'scheduled', publish_at: '2099-07-01T17:30:00.000Z' })
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Straipsnis „Vasario 16-oji Mančesteryje“ suplanuotas: jis bus paskelbtas 2099 m. liepos 1 d., 18:30 (JK laiku).')
  })

  it('refuses to schedule without a time or for a time past, saving nothing', async () => {
    const user = userEvent.setup()
    const { written } = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Suplanuoti' }))
    expect(await screen.findByText('Nurodykite, kada paskelbti suplanuotą straipsnį.')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Paskelbimo laikas (JK laiku)'), { target: { value: '2020-01-01T10:00' } })
    await user.click(screen.getByRole('button', { name: 'Suplanuoti' }))
    expect(await screen.findByText('Šis laikas jau praėjo: pasirinkite būsimą datą ir laiką.')).toBeInTheDocument()
    expect(written('update')).toEqual([])
  })

  it('previews the body as the public page renders it: Markdown as elements, raw HTML only as text', async () => {
    const user = userEvent.setup()
    await openEditor()
    await replace(user, 'Tekstas *', '### Programa\n\n**Koncertas** ir [bilietai](https://example.org/b).\n\n<script>alert(1)</script>')
    await user.click(screen.getByRole('button', { name: 'Peržiūra' }))
    const preview = screen.getByRole('article', { name: 'Peržiūra' })
    expect(within(preview).getByRole('heading', { level: 2, name: draft.title })).toBeInTheDocument()
    expect(preview).toHaveTextContent(draft.lead)
    expect(within(preview).getByRole('heading', { level: 2, name: 'Programa' })).toBeInTheDocument()
    expect(within(preview).getByText('Koncertas').tagName).toBe('STRONG')
    expect(within(preview).getByRole('link', { name: /bilietai/ })).toHaveAttribute('href', 'https://example.org/b')
    expect(preview).toHaveTextContent('<script>alert(1)</script>')
    expect(preview.querySelector('script')).toBeNull()
    expect(preview).toHaveTextContent('Rūta A.')
    expect(screen.getByRole('button', { name: 'Peržiūra' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('keeps every typed value and shows the database’s own words when it refuses', async () => {
    const user = userEvent.setup()
    const refusal = { code: 'PT422', message: 'Paveikslėlis nepatikrintas: įkelkite jį per straipsnio redaktorių.', hint: 'Paveikslėlis „x/y.png“.' }
    const { written } = await openEditor({ write: () => ({ error: refusal }) })
    await replace(user, 'Pavadinimas *', 'Vasario 16-oji: programa')
    await replace(user, 'Įžanga *', 'Koncertas, vaišės ir šokiai visai šeimai.')
    await replace(user, 'Tekstas *', 'Naujas tekstas su **paryškinimu**.')
    await user.click(screen.getByRole('button', { name: 'Paskelbti dabar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Paveikslėlis nepatikrintas: įkelkite jį per straipsnio redaktorių. Paveikslėlis „x/y.png“.')
    expect(written('update')).toHaveLength(1)
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue('Vasario 16-oji: programa')
    expect(screen.getByLabelText('Įžanga *')).toHaveValue('Koncertas, vaišės ir šokiai visai šeimai.')
    expect(screen.getByLabelText('Tekstas *')).toHaveValue('Naujas tekstas su **paryškinimu**.')
    expect(JSON.parse(sessionStorage.getItem('lietuviai-jk:article:a-1') ?? '{}')).toMatchObject({ title: 'Vasario 16-oji: programa', body: 'Naujas tekstas su **paryškinimu**.' })
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('says clearly that an address is taken (a conflict), at the address field', async () => {
    const user = userEvent.setup()
    await openEditor({ write: () => ({ error: { code: '23505', message: 'Straipsnis adresu „vasario-16“ jau yra: pasirinkite kitą adresą.' } as never }) })
    await replace(user, 'Adresas (slug)', 'vasario-16')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }))
    const message = 'Straipsnis tokiu adresu jau yra: įrašykite kitą adresą arba palikite lauką tuščią – jis bus sudarytas iš pavadinimo.'
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText('Adresas (slug)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Adresas (slug)')).toHaveValue('vasario-16')
  })

  it('refuses what the database would refuse before sending, in its words', async () => {
    const user = userEvent.setup()
    const { written } = await openEditor()
    await replace(user, 'Tekstas *', '[Spausk](javascript:alert(1))')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }))
    expect(await screen.findByText('Nuoroda turi prasidėti https://, http:// arba mailto: Patikrinkite nuorodą „javascript:alert(1“.')).toBeInTheDocument()
    expect(screen.getByLabelText('Tekstas *')).toHaveFocus()
    expect(written('update')).toEqual([])
  })

  it('restores what the tab kept of an article, and can drop it', async () => {
    sessionStorage.setItem('lietuviai-jk:article:a-1', JSON.stringify({ title: 'Neišsaugotas pavadinimas' }))
    const user = userEvent.setup()
    await openEditor()
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue('Neišsaugotas pavadinimas')
    expect(screen.getByRole('note')).toHaveTextContent('Atkurti neišsaugoti pakeitimai')
    await user.click(screen.getByRole('button', { name: 'Atmesti neišsaugotus pakeitimus' }))
    expect(screen.getByLabelText('Pavadinimas *')).toHaveValue(draft.title)
    expect(sessionStorage.getItem('lietuviai-jk:article:a-1')).toBeNull()
  })

  it('archives a published article', async () => {
    const user = userEvent.setup()
    const { written } = await openEditor({}, articleRow({ id: 'a-3', status: 'published', publish_at: '2025-06-24T17:00:00Z' }))
    expect(screen.queryByRole('button', { name: 'Paskelbti dabar' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Archyvuoti' }))
    await waitFor(() => expect(written('update')).toEqual([{ status: 'archived' }]))
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Straipsnis „Vasario 16-oji Mančesteryje“ archyvuotas: lankytojai jo nebemato.')
  })

  it('deletes a draft only once confirmed', async () => {
    const user = userEvent.setup()
    const { writes, location } = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Ištrinti' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Ištrinti juodraštį?' })
    await user.click(within(dialog).getByRole('button', { name: 'Atšaukti' }))
    expect(writes('delete')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Ištrinti' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ištrinti' }))
    await waitFor(() => expect(writes('delete')).toHaveLength(1))
    expect(writes('delete')[0]).toEqual(expect.arrayContaining([['eq', ['id', 'a-1']], ['eq', ['status', 'draft']]]))
    await waitFor(() => expect(location.current).toBe('/admin/naujienos'))
    expect(notify.success).toHaveBeenCalledWith('Sėkmė!', 'Juodraštis „Vasario 16-oji Mančesteryje“ ištrintas')
  })

  it('autosaves a draft once typing stops, if valid; otherwise keeps it in the tab only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { written } = await openEditor()
    await replace(user, 'Pavadinimas *', 'Vasario 16-oji: programa')
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1000))
    expect(written('update')).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await waitFor(() => expect(written('update')).toHaveLength(1))
    expect(written('update')[0]).toMatchObject({ title: 'Vasario 16-oji: programa', status: 'draft' })
    // 12:32 UTC in January is 12:32 in London.
    expect(await screen.findByText(`Juodraštis išsaugotas ${SAVED_AT.slice(11, 16)}`)).toBeInTheDocument()
    expect(sessionStorage.getItem('lietuviai-jk:article:a-1')).toBeNull()

    await user.clear(screen.getByLabelText('Pavadinimas *'))
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS))
    expect(await screen.findByText('Pakeitimai laikomi šioje naršyklės kortelėje: ištaisykite klaidas, kad juodraštis būtų išsaugotas.')).toBeInTheDocument()
    expect(written('update')).toHaveLength(1)
    expect(JSON.parse(sessionStorage.getItem('lietuviai-jk:article:a-1') ?? '{}')).toMatchObject({ title: '' })
  })
})
