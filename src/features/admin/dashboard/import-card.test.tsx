import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '@/lib/toast'
import { renderWithProviders } from '@/testing/render'
import { ImportCard } from './import-card'
import { importOrganizations, type ImportResult } from './import-organizations'

vi.mock('./import-organizations', () => ({ importOrganizations: vi.fn() }))
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('ImportCard', () => {
  beforeEach(() => vi.clearAllMocks())

  it('goes from idle to "Importuojama..." to "Importuota"', async () => {
    const result = deferred<ImportResult>()
    vi.mocked(importOrganizations).mockReturnValue(result.promise)
    renderWithProviders(<ImportCard />)
    const idle = screen.getByRole('button', { name: 'Importuoti organizacijas' })
    expect(idle).toBeEnabled()

    await userEvent.click(idle)
    expect(screen.getByRole('button', { name: 'Importuojama...' })).toBeDisabled()

    result.resolve({ status: 'imported', count: 51 })
    expect(await screen.findByRole('button', { name: 'Importuota' })).toBeDisabled()
    expect(notify.success).toHaveBeenCalledWith('Sėkmingai importuota', 'Importuota 51 organizacijų')
  })

  it('refuses when the table already has rows, and can be tried again', async () => {
    vi.mocked(importOrganizations).mockResolvedValue({ status: 'exists' })
    renderWithProviders(<ImportCard />)
    await userEvent.click(screen.getByRole('button', { name: 'Importuoti organizacijas' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Duomenys jau egzistuoja', 'Organizacijų duomenys jau yra duomenų bazėje'))
    expect(screen.getByRole('button', { name: 'Importuoti organizacijas' })).toBeEnabled()
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('says so when the import fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(importOrganizations).mockRejectedValue(new Error('network down'))
    renderWithProviders(<ImportCard />)
    await userEvent.click(screen.getByRole('button', { name: 'Importuoti organizacijas' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Importavimo klaida', 'Nepavyko importuoti organizacijų duomenų'))
    expect(screen.getByRole('button', { name: 'Importuoti organizacijas' })).toBeEnabled()
  })
})
