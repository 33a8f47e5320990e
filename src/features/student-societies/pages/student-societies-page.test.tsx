import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { studentSocieties } from '@/testing/fixtures/student-societies'
import { answerListPagesWith } from '@/testing/directory-api'
import { directoryListPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { StudentSocietiesPage } from './student-societies-page'

describe('StudentSocietiesPage', () => {
  it('lists the societies, offers the directory’s towns and filters by one', async () => {
    const user = userEvent.setup()
    const { calls } = answerListPagesWith([])
    const { location } = renderWithProviders(<StudentSocietiesPage />, { route: '/studentu-organizacijos', pageData: directoryListPageData('student_societies', studentSocieties) })
    expect(screen.getByText(/Rasta 11 organizacijų/)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Svetainės nėra' }).length).toBeGreaterThan(0)
    await user.selectOptions(screen.getByLabelText('Vietovė'), 'Londonas')
    expect(location.current).toBe('/studentu-organizacijos?vieta=Londonas')
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ chosen: [{ field: 'town', value: 'Londonas' }] }))
  })
})
