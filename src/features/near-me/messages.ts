import { m } from '@/paraglide/messages'
import type { GeolocationFailure } from './geolocate'

/** "Near me" texts: the postcode field's errors, the location button's outcomes and the map's labels, in the page's language. */
export const nearMeMessages = {
  postcode: {
    empty: m.near_postcode_empty,
    /** Not shaped like a UK postcode at all. */
    invalid: (input: string) => m.near_postcode_invalid({ input: input.trim() }),
    /** Shaped like one, but no district of ours has it. */
    unknown: (display: string) => m.near_postcode_unknown({ postcode: display }),
    loadFailed: m.near_load_failed,
  },
  geolocation: {
    locating: m.near_locating,
    denied: m.near_denied,
    timeout: m.near_timeout,
    unavailable: m.near_unavailable,
    unsupported: m.near_unsupported,
  } satisfies Record<GeolocationFailure | 'locating', () => string>,
  /** The origin as the map names it. */
  myLocation: m.near_my_location,
  map: {
    /** The map's name, a summary: the list beside it carries the details. */
    label: (placed: number, origin: string | null) => (origin ? m.near_map_label_from({ count: placed, origin }) : m.near_map_label({ count: placed })),
    zoomIn: m.near_map_zoom_in,
    zoomOut: m.near_map_zoom_out,
    reset: m.near_map_reset,
    origin: (label: string) => m.near_map_origin({ place: label }),
  },
} as const
