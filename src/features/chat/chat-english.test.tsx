import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { fixtureCatalogue } from '@/testing/fixtures/directory'
import { renderWithProviders } from '@/testing/render'
import { answerQuestion } from './assistant/answer'
import { RoomsTab } from './components/rooms-tab'
import { writeError } from './room/mutations'
import type { RoomListing } from './rooms/room-listing'
import { shownRooms } from './rooms/shown-room'
import { topicSchema } from './topics/topic-schema'

const room = (id: string, name: string, counts: Partial<RoomListing>): RoomListing => ({
  id,
  slug: id,
  kind: 'open',
  name,
  description: '',
  topicCategory: null,
  communityId: null,
  createdAt: '2026-11-01T10:00:00+00:00',
  messageCount: 0,
  authorCount: 0,
  lastMessageAt: null,
  canRead: true,
  canWrite: true,
  ...counts,
})

describe('the chat on an English page', () => {
  beforeEach(() => setLocaleSource(() => 'en'))
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts messages, authors and members online in English', () => {
    const rooms = shownRooms([
      room('a', 'Tarptautinis', { messageCount: 21, authorCount: 1 }),
      room('b', 'Technologijos', { messageCount: 1, authorCount: 3 }),
      room('c', 'Mano bendruomenė', { kind: 'community', messageCount: null, authorCount: null, canRead: false }),
    ])
    renderWithProviders(<RoomsTab rooms={rooms} online={{ a: 1, b: 12 }} onOpen={() => {}} />)
    expect(screen.getByRole('button', { name: /Tarptautinis/ })).toHaveTextContent('Tarptautinis 21 messages 1 author 1 online')
    expect(screen.getByRole('button', { name: /Technologijos/ })).toHaveTextContent('Technologijos 1 message 3 authors 12 online')
    expect(screen.getByRole('button', { name: /Mano bendruomenė/ })).toHaveTextContent('Community members only 0 online')
  })

  it("puts the database's Lithuanian refusals in English", () => {
    const tooMany = { code: 'PT429', message: 'Per daug žinučių: galite rašyti ne daugiau kaip 20 žinučių per minutę.', details: 'Vėl rašyti galėsite po 42 s.' }
    expect(writeError(tooMany, 'fallback')).toBe('Too many messages: you can write at most 20 messages a minute. You can write again in 42 s.')
    expect(writeError({ code: 'PT429', message: 'Per daug naujų temų: galite pradėti ne daugiau kaip 5 temas per valandą.' }, 'fallback')).toMatch(/^Too many new topics/)
    const muted = { code: 'PT403', message: 'Administratoriai laikinai apribojo jūsų rašymą pokalbiuose iki 2026-11-30 18:00 (Londono laiku).', hint: 'Iki tol galite skaityti pokalbius.' }
    expect(writeError(muted, 'fallback')).toBe('The administrators have stopped you writing in the chat until 2026-11-30 18:00 (London time). Until then you can still read it.')
    expect(writeError({ code: 'PT403', message: 'Kažkas kita.' }, 'The message could not be sent.')).toBe('The message could not be sent.')
  })

  it("says what is wrong with a new topic in English", () => {
    const result = topicSchema.safeParse({ name: 'ab', category: '', description: '' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['The title must be at least 3 characters long', 'Choose a category'])
  })

  it('understands English questions and answers in English', () => {
    const school = answerQuestion('Where is there a Lithuanian school in Manchester?', fixtureCatalogue)
    expect(school.text).toBe('I found this in the portal\'s directory:')
    expect(school.links[0]?.href).toBe('/mokykla/mancesterio-lituanistine-mokykla-vytis')
    expect(answerQuestion('Where can I play basketball in London?', fixtureCatalogue).links[0]?.href).toBe('/sportas/londono-vilkai')
    expect(answerQuestion('Which Lithuanian communities are there in Scotland?', fixtureCatalogue).links.length).toBeGreaterThan(0)
    expect(answerQuestion('Is there a Lithuanian choir in London?', fixtureCatalogue).links.length).toBeGreaterThan(0)
    expect(answerQuestion('How do I register with a doctor?', fixtureCatalogue).links).toEqual([{ label: 'Essential information', href: '/svarbi-informacija' }])
    expect(answerQuestion('When are the next events?', fixtureCatalogue).links).toEqual([{ label: 'Events', href: '/renginiai' }])
    const unknown = answerQuestion('What will the weather be like on Mars?', fixtureCatalogue)
    expect(unknown.text).toMatch(/^Sorry/)
    expect(unknown.links).toEqual([{ label: 'Contact form', href: '/apie-mus#susisiekite' }])
  })
})
