import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { emptyProposal, proposalFormSchema, toEventProposal, type ProposalFormValues } from './proposal-schema'

const now = () => new Date('2026-11-25T12:00:00Z')
const valid: ProposalFormValues = {
  ...emptyProposal,
  title: 'Kūčių vakaronė',
  category: 'Kultūra',
  date: '2026-12-20',
  startTime: '18:00',
  endTime: '21:30',
  town: 'Londonas',
  region: 'Anglija',
  price: '7,50',
  description: 'Kūčių stalas ir giesmės visai šeimai.',
}

const messages = (values: ProposalFormValues) => {
  const result = proposalFormSchema(now).safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('the event proposal form', () => {
  it('turns what the member typed into the row to insert, in UK time', () => {
    const values = proposalFormSchema(now).parse(valid)
    expect(toEventProposal(values, null)).toEqual({
      title: 'Kūčių vakaronė',
      description: 'Kūčių stalas ir giesmės visai šeimai.',
      category: 'Kultūra',
      starts_at: '2026-12-20T18:00:00.000Z',
      ends_at: '2026-12-20T21:30:00.000Z',
      all_day: false,
      venue: null,
      town: 'Londonas',
      postcode: null,
      region: 'Anglija',
      organiser_entry_id: null,
      organiser_name: null,
      link: null,
      registration_email: null,
      price: 7.5,
      image_path: null,
    })
  })

  it('links an organiser that is a directory entry by its id, and keeps any other as typed', () => {
    const values = proposalFormSchema(now).parse({ ...valid, organiser: 'Londono lietuvių choras' })
    expect(toEventProposal(values, null, 'entry-1')).toMatchObject({ organiser_entry_id: 'entry-1', organiser_name: null })
    expect(toEventProposal(values, null)).toMatchObject({ organiser_entry_id: null, organiser_name: 'Londono lietuvių choras' })
  })

  it('takes a postcode in any case and spacing, and refuses one that is no UK postcode in Lithuanian', () => {
    expect(toEventProposal(proposalFormSchema(now).parse({ ...valid, postcode: ' ls6 1an ' }), null)).toMatchObject({ postcode: 'ls6 1an' })
    const refused = proposalFormSchema(now).safeParse({ ...valid, postcode: '12345' })
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['postcode', 'Įveskite JK pašto kodą, pvz., LS6 1AN, arba jo pirmąją dalį, pvz., LS6.']])
  })

  it('runs an all-day event from midnight to the midnight after its last day', () => {
    const values = proposalFormSchema(now).parse({ ...valid, allDay: true, startTime: '', endTime: '', endDate: '2026-12-21' })
    expect(toEventProposal(values, 'x/y.png')).toMatchObject({ all_day: true, starts_at: '2026-12-20T00:00:00.000Z', ends_at: '2026-12-22T00:00:00.000Z', image_path: 'x/y.png' })
  })

  it('refuses an end before the start, a past date, a javascript: link and HTML, in Lithuanian', () => {
    expect(messages({ ...valid, endTime: '17:00' })).toEqual(['endTime: Renginys turi baigtis vėliau, nei prasideda.'])
    expect(messages({ ...valid, date: '2026-11-20' })).toEqual(['date: Renginio pradžia jau praėjo: pasirinkite būsimą datą.'])
    expect(messages({ ...valid, link: 'javascript:alert(1)' })).toEqual(['link: Nuoroda turi prasidėti „https://“.'])
    expect(messages({ ...valid, description: 'Ateikite <img src=x onerror=alert(1)> visi' })).toEqual(['description: Rašykite paprastą tekstą: HTML žymės neleidžiamos.'])
    expect(messages({ ...valid, title: 'Mažiau <3 daugiau' })).toEqual([])
  })

  it('asks for what is missing', () => {
    expect(messages(emptyProposal)).toEqual(
      expect.arrayContaining(['title: Pavadinimas turi būti bent 3 simbolių.', 'category: Pasirinkite kategoriją.', 'date: Pasirinkite datą.', 'region: Pasirinkite regioną.']),
    )
  })
})

describe('the event proposal form on an English page', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('asks for what is missing and refuses what is wrong in English', () => {
    setLocaleSource(() => 'en')
    expect(messages(emptyProposal)).toEqual(
      expect.arrayContaining(['title: The title must be at least 3 characters long.', 'category: Choose a category.', 'date: Choose a date.', 'region: Choose a region.']),
    )
    expect(messages({ ...valid, endTime: '17:00' })).toEqual(['endTime: The event must end after it starts.'])
    expect(messages({ ...valid, link: 'javascript:alert(1)', price: 'free' })).toEqual(['link: The link must start with “https://”.', 'price: The price in pounds, e.g. 10 or 7.50 (empty if free).'])
    expect(messages({ ...valid, description: 'Come <b>all</b>' })).toEqual(['description: Write plain text: HTML tags are not allowed.'])
  })
})
