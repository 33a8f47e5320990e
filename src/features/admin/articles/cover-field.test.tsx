import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { articleRow, articlesAdmin, fakeArticlesBackend, fileOf, functionRefusal, PNG_SIGNATURE } from '@/testing/admin-articles'
import { renderWithProviders } from '@/testing/render'
import { AdminContext } from '../access/admin-context'
import { AdminArticlesPage } from './articles-page'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), storage: { from: vi.fn() }, functions: { invoke: vi.fn() } } }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

async function openEditor() {
  const api = fakeArticlesBackend({ articles: [articleRow()] })
  renderWithProviders(
    <AdminContext.Provider value={articlesAdmin}>
      <AdminArticlesPage />
    </AdminContext.Provider>,
    { route: '/admin/naujienos?straipsnis=a-1' },
  )
  await screen.findByRole('heading', { level: 2, name: /^Redaguoti/ })
  return api
}

const coverInput = () => screen.getByLabelText('Viršelio paveikslėlis')
const objectName = new RegExp(`^${articlesAdmin.id}/[0-9a-f-]{36}\\.png$`)

describe('the cover picture', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    sessionStorage.clear()
  })

  it('is refused before any upload when it is not a JPEG, PNG or WebP, whatever its name', async () => {
    const user = userEvent.setup()
    const { upload, invoke } = await openEditor()
    await user.upload(coverInput(), fileOf([0x4d, 0x5a, 0x90, 0], 'virselis.png', 'image/png'))
    expect(await screen.findByText('Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.')).toBeInTheDocument()
    expect(coverInput()).toHaveAttribute('aria-invalid', 'true')
    expect(upload).not.toHaveBeenCalled()
    expect(invoke).not.toHaveBeenCalled()
  })

  it('is refused before any upload when over 2 MB', async () => {
    const user = userEvent.setup()
    const { upload } = await openEditor()
    await user.upload(coverInput(), fileOf(PNG_SIGNATURE, 'didelis.png', 'image/png', 3 * 1024 * 1024))
    expect(await screen.findByText('Paveikslėlis per didelis (3,0 MB): daugiausia 2 MB.')).toBeInTheDocument()
    expect(upload).not.toHaveBeenCalled()
  })

  it('is uploaded to the administrator’s folder, checked by the function, and then needs its description', async () => {
    const user = userEvent.setup()
    const { upload, invoke, written } = await openEditor()
    await user.upload(coverInput(), fileOf(PNG_SIGNATURE, 'virselis.png', 'image/png'))
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1))
    const [path, , options] = upload.mock.calls[0] as unknown as [string, File, { contentType: string }]
    expect(path).toMatch(objectName)
    expect(options).toMatchObject({ contentType: 'image/png' })
    expect(invoke).toHaveBeenCalledWith('check-event-image', { body: { path, bucket: 'article-images' } })
    expect(await screen.findByRole('button', { name: 'Pašalinti viršelį' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }))
    expect(await screen.findByText('Aprašykite viršelio paveikslėlį: ką jame matyti (alternatyvusis tekstas).')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Viršelio aprašymas *'), 'Choras scenoje')
    await user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }))
    await waitFor(() => expect(written('update')).toHaveLength(1))
    expect(written('update')[0]).toMatchObject({ cover_path: path, cover_alt: 'Choras scenoje', status: 'draft' })
  })

  it('refused by the function is removed, and its words shown', async () => {
    const user = userEvent.setup()
    const { upload, remove, invoke } = await openEditor()
    invoke.mockResolvedValueOnce({ data: null, error: functionRefusal('Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.') } as never)
    await user.upload(coverInput(), fileOf(PNG_SIGNATURE, 'apgaule.png', 'image/png'))
    expect(await screen.findByText('Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.')).toBeInTheDocument()
    const path = upload.mock.calls[0]![0]
    expect(remove).toHaveBeenCalledWith([path])
    expect(screen.queryByRole('button', { name: 'Pašalinti viršelį' })).not.toBeInTheDocument()
  })
})
