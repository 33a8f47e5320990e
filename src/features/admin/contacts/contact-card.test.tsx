import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Contact } from '@/lib/supabase/types'
import { ContactCard } from './contact-card'

const base: Contact = {
  id: '1',
  name: 'Ona Petraitienė',
  email: 'ona@example.org',
  phone: '020 7946 0101',
  message: 'Norėčiau daugiau informacijos.',
  status: 'new',
  priority: 'high',
  created_at: '2026-11-20T10:00:00+00:00',
  updated_at: '2026-11-20T10:00:00+00:00',
}

describe('ContactCard', () => {
  it('shows status and priority badges and offers both actions for a new enquiry', async () => {
    const onSetStatus = vi.fn()
    render(<ContactCard contact={base} isUpdating={false} onSetStatus={onSetStatus} />)
    expect(screen.getByText('Nauja')).toBeInTheDocument()
    expect(screen.getByText('Aukštas prioritetas')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Vykdoma' }))
    expect(onSetStatus).toHaveBeenCalledWith('in_progress')
    await userEvent.click(screen.getByRole('button', { name: 'Išspręsta' }))
    expect(onSetStatus).toHaveBeenCalledWith('resolved')
  })

  it.each([
    ['in_progress', 'Vykdoma', 'Išspręsta'],
    ['resolved', 'Išspręsta', 'Vykdoma'],
  ] as const)('disables the %s button in its own status', (status, disabled, enabled) => {
    render(<ContactCard contact={{ ...base, status }} isUpdating={false} onSetStatus={() => {}} />)
    expect(screen.getByRole('button', { name: disabled })).toBeDisabled()
    expect(screen.getByRole('button', { name: enabled })).toBeEnabled()
  })

  it('disables both while an update runs', () => {
    render(<ContactCard contact={base} isUpdating onSetStatus={() => {}} />)
    expect(screen.getByRole('button', { name: 'Vykdoma' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Išspręsta' })).toBeDisabled()
  })
  it('encodes the e-mail address it links to, so a crafted address adds no recipients', () => {
    render(<ContactCard contact={{ ...base, email: 'x@example.org?bcc=kitas@example.org' }} isUpdating={false} onSetStatus={vi.fn()} />)
    expect(screen.getByRole('link', { name: /x@example\.org\?bcc/ })).toHaveAttribute('href', 'mailto:x@example.org%3Fbcc%3Dkitas@example.org')
  })
})
