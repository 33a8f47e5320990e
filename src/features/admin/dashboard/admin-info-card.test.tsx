import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { AdminContext } from '../access/admin-context'
import type { ActiveAdmin } from '../access/queries'
import { AdminInfoCard } from './admin-info-card'

function renderCard(admin: ActiveAdmin) {
  render(
    <AdminContext.Provider value={admin}>
      <AdminInfoCard />
    </AdminContext.Provider>,
  )
}

/** The value shown beside a label in the card's description list. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling

describe('AdminInfoCard', () => {
  it('shows the e-mail, names and role of the administrator', () => {
    renderCard({ id: 'a1', email: 'admin@bendruomene.test', first_name: 'Rūta', last_name: 'Kazlauskienė', role: 'super_admin', is_active: true })
    expect(screen.getByRole('heading', { name: 'Administratoriaus informacija' })).toBeInTheDocument()
    expect(valueOf('El. paštas')).toHaveTextContent('admin@bendruomene.test')
    expect(valueOf('Vardas')).toHaveTextContent('Rūta')
    expect(valueOf('Pavardė')).toHaveTextContent('Kazlauskienė')
    expect(valueOf('Rolė')).toHaveTextContent('Vyriausiasis administratorius')
  })

  it('says "Nenurodyta" for an empty e-mail, first name and last name', () => {
    renderCard({ id: 'a2', email: '', first_name: null, last_name: '', role: 'editor', is_active: true })
    expect(valueOf('El. paštas')).toHaveTextContent('Nenurodyta')
    expect(valueOf('Vardas')).toHaveTextContent('Nenurodyta')
    expect(valueOf('Pavardė')).toHaveTextContent('Nenurodyta')
    expect(screen.getAllByText('Nenurodyta')).toHaveLength(3)
    expect(valueOf('Rolė')).toHaveTextContent('Redaktorius')
  })
})
