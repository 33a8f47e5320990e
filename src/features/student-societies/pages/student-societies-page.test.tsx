import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { studentSocieties } from '@/testing/fixtures/student-societies'
import { directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { StudentSocietiesPage } from './student-societies-page'

describe('StudentSocietiesPage', () => {
  it('searches without diacritics, filters by location and clears the empty state', async () => {
    const user = userEvent.setup()
    const { location } = renderWithProviders(<StudentSocietiesPage />, { route: '/studentu-organizacijos', pageData: directoryPageData('student_societies', studentSocieties) })
    expect(screen.getByText(/Rasta 11 organizacijų/)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Svetainės nėra' }).length).toBeGreaterThan(0)

    await user.type(screen.getByLabelText('Paieška'), 'kembridzas')
    expect(screen.getByText(/Rasta 1 organizacija/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Vietovė'), 'Londonas')
    expect(screen.getByRole('heading', { name: 'Studentų organizacijų nerasta' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0])
    expect(screen.getByText(/Rasta 11 organizacijų/)).toBeInTheDocument()
    expect(location.current).toBe('/studentu-organizacijos')
  })
})
