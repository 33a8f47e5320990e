import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { routePatterns } from '@/app/paths'
import { setLocaleSource } from '@/lib/i18n/locale'
import { collectives } from '@/testing/fixtures/collectives'
import { directoryEntryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { collectiveSlug } from '../find-collective'
import { CollectivePage } from './collective-page'

const collective = collectives[0]!
const slug = collectiveSlug(collective)
const open = () => renderWithProviders(<CollectivePage />, { route: `/kolektyvas/${slug}`, path: routePatterns.collectiveDetail, pageData: directoryEntryPageData('collectives', slug, collective) })

describe('CollectivePage', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('states the key facts in Lithuanian, as before', () => {
    open()
    expect(collective.members).toBe(48)
    expect(screen.getByRole('heading', { level: 1, name: collective.name })).toBeInTheDocument()
    expect(screen.getByText(`${collective.location} · vadovas(-ė) ${collective.leader} · 48 dalyviai · nuo ${collective.founded} m.`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Visi kolektyvai' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Apie kolektyvą' })).toBeInTheDocument()
  })

  it('speaks English on an English page, keeping the ensemble’s own words', () => {
    setLocaleSource(() => 'en')
    open()
    expect(screen.getByText(`${collective.location} · led by ${collective.leader} · ${collective.members} members · since ${collective.founded}`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All ensembles' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'About the ensemble' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Activities' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get in touch/ })).toHaveAttribute('href', `mailto:${collective.email}`)
  })
})
