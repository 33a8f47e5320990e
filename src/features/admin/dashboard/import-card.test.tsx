import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { ImportCard } from './import-card'
import { importDirectory, type ImportResult } from './import-directory'

vi.mock('./import-directory', () => ({ importDirectory: vi.fn() }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('ImportCard', () => {
  beforeEach(() => vi.clearAllMocks())

  it('goes from idle to "Importuojama..." to "Importuota" and says how many entries it added', async () => {
    const result = deferred<ImportResult>()
    vi.mocked(importDirectory).mockReturnValue(result.promise)
    renderWithProviders(<ImportCard />)
    const idle = screen.getByRole('button', { name: 'Importuoti katalogą' })
    expect(idle).toBeEnabled()

    await userEvent.click(idle)
    expect(await screen.findByRole('button', { name: 'Importuojama...' })).toBeDisabled()

    result.resolve({ added: 3 })
    expect(await screen.findByRole('button', { name: 'Importuota' })).toBeDisabled()
    expect(notify.success).toHaveBeenCalledWith('Katalogas papildytas', 'Pridėta įrašų: 3')
  })

  it('says the catalogue is already complete when nothing was added, and can be tried again', async () => {
    vi.mocked(importDirectory).mockResolvedValue({ added: 0 })
    renderWithProviders(<ImportCard />)
    await userEvent.click(screen.getByRole('button', { name: 'Importuoti katalogą' }))
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Katalogas jau pilnas', 'Visi portalo katalogo įrašai jau yra duomenų bazėje.'))
    expect(screen.getByRole('button', { name: 'Importuoti katalogą' })).toBeEnabled()
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('says so when the import fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(importDirectory).mockRejectedValue(new Error('network down'))
    renderWithProviders(<ImportCard />)
    await userEvent.click(screen.getByRole('button', { name: 'Importuoti katalogą' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Importavimo klaida', 'Nepavyko importuoti katalogo įrašų'))
    expect(screen.getByRole('button', { name: 'Importuoti katalogą' })).toBeEnabled()
  })
})
