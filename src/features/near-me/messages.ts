import { countLabel } from '@/lib/plural'
import { busyMessages } from './busy-messages'
import type { GeolocationFailure } from './geolocate'

const postcodeExample = 'LS6 arba LS6 1AN'
const markedPlace = { one: 'pažymėta vieta', few: 'pažymėtos vietos', other: 'pažymėtų vietų' }

/** "Near me" texts: the postcode field's errors, the location button's outcomes and the map's labels. */
export const nearMeMessages = {
  postcode: {
    empty: `Įveskite pašto kodą, pavyzdžiui, ${postcodeExample}.`,
    /** Not shaped like a UK postcode at all. */
    invalid: (input: string) => `Tokio pašto kodo neradome: „${input.trim()}“ nėra JK pašto kodas. Įveskite jį taip: ${postcodeExample}.`,
    /** Shaped like one, but no district of ours has it. */
    unknown: (display: string) => `Pašto kodo ${display} neradome. Patikrinkite jį arba įveskite tik pirmąją dalį, pavyzdžiui, LS6.`,
    loadFailed: busyMessages.loadFailed,
  },
  geolocation: {
    locating: busyMessages.locating,
    denied: `Naršyklė neleido nustatyti jūsų vietos. Įveskite pašto kodą, pavyzdžiui, ${postcodeExample}.`,
    timeout: 'Jūsų vietos nepavyko nustatyti per 10 sekundžių. Bandykite dar kartą arba įveskite pašto kodą.',
    unavailable: `Jūsų vietos nustatyti nepavyko. Įveskite pašto kodą, pavyzdžiui, ${postcodeExample}.`,
    unsupported: `Ši naršyklė vietos nustatyti negali. Įveskite pašto kodą, pavyzdžiui, ${postcodeExample}.`,
  } satisfies Record<GeolocationFailure | 'locating', string>,
  /** The origin as the map names it. */
  myLocation: 'Jūsų vieta',
  map: {
    /** The map's name, a summary: the list beside it carries the details. */
    label: (placed: number, origin: string | null) =>
      `Žemėlapis: ${origin ? `paieškos vieta ${origin} ir ` : ''}${countLabel(placed, markedPlace)}. Numeriai – kaip sąraše.`,
    zoomIn: 'Priartinti žemėlapį',
    zoomOut: 'Nutolinti žemėlapį',
    reset: 'Rodyti visą žemėlapį',
    origin: (label: string) => `Paieškos vieta: ${label}`,
  },
} as const
