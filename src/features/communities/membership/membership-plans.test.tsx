import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { MembershipPlans } from './membership-plans'

const benefits = [
  { membership_type: 'observer', benefit_name: 'Naujienlaiškis', benefit_description: 'Kas mėnesį.' },
  { membership_type: 'member', benefit_name: 'Balsas susirinkimuose', benefit_description: null },
]

describe('MembershipPlans', () => {
  it('shows both plans with their own benefits and passes the choice on', async () => {
    const onChoose = vi.fn()
    renderWithProviders(<MembershipPlans benefits={benefits} isLoading={false} isChoosing={false} onChoose={onChoose} />)
    const observer = screen.getByRole('heading', { name: 'Stebėtojas' }).closest('[data-slot="card"]') as HTMLElement
    const member = screen.getByRole('heading', { name: 'Narys' }).closest('[data-slot="card"]') as HTMLElement
    expect(within(observer).getByText('Nemokamai')).toBeInTheDocument()
    expect(within(observer).getByText('Naujienlaiškis')).toBeInTheDocument()
    expect(within(observer).queryByText('Balsas susirinkimuose')).not.toBeInTheDocument()
    expect(within(member).getByText('Populiariausias')).toBeInTheDocument()
    expect(within(member).getByText(/25\s?£ per metus/)).toBeInTheDocument()
    expect(within(member).getByText('Balsas susirinkimuose')).toBeInTheDocument()
    await userEvent.click(within(observer).getByRole('button', { name: 'Tapti stebėtoju' }))
    await userEvent.click(within(member).getByRole('button', { name: 'Pasirinkti nario planą' }))
    expect(onChoose.mock.calls).toEqual([['observer'], ['member']])
  })
})
