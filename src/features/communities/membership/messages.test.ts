import { describe, expect, it } from 'vitest'
import { joinErrorMessage, membershipMessages, planErrorMessage } from './messages'
import { regionsFor, ukRegions } from './regions'

describe('joinErrorMessage', () => {
  it.each([
    ['duplicate key value violates unique constraint "community_memberships_user_id_community_id_key"', 'Jūs jau esate pateikę prašymą šiai bendruomenei arba esate jos narys.'],
    ['new row violates row-level security policy', 'Įvyko klaida pateikiant prašymą. Bandykite dar kartą.'],
    [undefined, 'Įvyko klaida pateikiant prašymą. Bandykite dar kartą.'],
  ])('%s', (message, shown) => {
    expect(joinErrorMessage(message)).toBe(shown)
  })

  it('names the community on success', () => {
    expect(membershipMessages.requestSent('Londono lietuvių bendruomenė')).toBe(
      'Jūsų prašymas tapti Londono lietuvių bendruomenė nariu pateiktas. Kaip sumokėti nario mokestį, rasite skiltyje „Narystė“ ir savo paskyroje.',
    )
  })
})

describe('planErrorMessage', () => {
  it.each([
    ['permission denied', 'permission denied'],
    ['', 'Nepavyko prisijungti prie bendruomenės'],
    [undefined, 'Nepavyko prisijungti prie bendruomenės'],
  ])('%s', (message, shown) => {
    expect(planErrorMessage(message)).toBe(shown)
  })

  it('keeps the plan notices word for word', () => {
    expect(membershipMessages).toMatchObject({
      planSignInRequired: 'Reikalingas prisijungimas',
      alreadyMember: 'Jau esate narys',
      observerTitle: 'Sveikiname!',
      observerText: 'Sėkmingai tapote bendruomenės stebėtoju!',
      awaitingDues: 'Laukiama nario mokesčio',
      lapsed: 'Nebegalioja',
      signInRequiredTitle: 'Prisijungimas reikalingas',
      signInRequiredText: 'Norint tapti bendruomenės nariu, turite būti prisijungę prie sistemos.',
      signedOutSubmit: 'Turite būti prisijungę, kad galėtumėte tapti nariu',
    })
  })
})

describe('regionsFor: London and Manchester areas, else the 12 UK regions', () => {
  it.each([
    [{ id: 'londono-lietuviu-bendruomene', name: 'Londono lietuvių bendruomenė' }, 'Šiaurės Londonas'],
    [{ id: 'manchesterio-lietuviu-bendruomene', name: 'Mančesterio lietuvių bendruomenė' }, 'Salfordas'],
    [{ id: 'lidso-lietuviu-bendruomene', name: 'Lidso lietuvių bendruomenė' }, 'Jorkšyras ir Hamberis'],
  ])('%j', (community, contains) => {
    expect(regionsFor(community)).toContain(contains)
  })

  it('has the 12 UK regions by default', () => {
    expect(ukRegions).toHaveLength(12)
  })
})
