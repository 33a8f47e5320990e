import type { Community } from './communities'

/** What a community card on the home page shows. */
export type CommunityCard = Pick<Community, 'id' | 'name' | 'type' | 'location' | 'members' | 'description'>

/**
 * The six main communities as the home page features them, first in the list of all 42
 * (./communities, which adds the rest of each one's details). A file of their own, with the
 * card's fields only, because the home page's first load carries them.
 */
export const mainCommunityCards: readonly CommunityCard[] = [
  {
    id: 'londono-lietuviu-bendruomene',
    name: 'Londono lietuvių bendruomenė',
    type: 'pagrindine',
    location: 'Londonas',
    members: 2400,
    description: 'Vienija Londono ir apylinkių lietuvius: švietimas, kultūra, valstybinės šventės ir pagalba tautiečiams.',
  },
  {
    id: 'mancesterio-lietuviu-bendruomene',
    name: 'Mančesterio lietuvių bendruomenė',
    type: 'pagrindine',
    location: 'Mančesteris',
    members: 820,
    description: 'Vienija Mančesterio ir apylinkių lietuvius: švietimas, kultūra, valstybinės šventės ir pagalba tautiečiams.',
  },
  {
    id: 'birmingemo-lietuviu-bendruomene',
    name: 'Birmingemo lietuvių bendruomenė',
    type: 'pagrindine',
    location: 'Birmingemas',
    members: 540,
    description: 'Vienija Birmingemo ir apylinkių lietuvius: švietimas, kultūra, valstybinės šventės ir pagalba tautiečiams.',
  },
  {
    id: 'skotijos-lietuviu-bendruomene',
    name: 'Škotijos lietuvių bendruomenė',
    type: 'pagrindine',
    location: 'Edinburgas',
    members: 610,
    description: 'Vienija Škotijos ir apylinkių lietuvius: švietimas, kultūra, valstybinės šventės ir pagalba tautiečiams.',
  },
  {
    id: 'siaures-airijos-lietuviu-bendruomene',
    name: 'Šiaurės Airijos lietuvių bendruomenė',
    type: 'pagrindine',
    location: 'Belfastas',
    members: 730,
    description: 'Vienija Šiaurės Airijos ir apylinkių lietuvius: švietimas, kultūra, valstybinės šventės ir pagalba tautiečiams.',
  },
  {
    id: 'velso-lietuviu-bendruomene',
    name: 'Velso lietuvių bendruomenė',
    type: 'pagrindine',
    location: 'Kardifas',
    members: 290,
    description: 'Vienija Velso ir apylinkių lietuvius: švietimas, kultūra, valstybinės šventės ir pagalba tautiečiams.',
  },
]
