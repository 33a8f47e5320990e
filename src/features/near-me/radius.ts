import { choiceParam, textParam } from '@/lib/url-params'
import { KM_PER_MILE } from './distance'

/** The 'iki …' choices, in km; none means any distance. */
export const radiusValues = ['10', '25', '50', '100', '200'] as const

export const radiusOptions = radiusValues.map((km) => ({ value: km, label: `iki ${km} km (${Math.round(Number(km) / KM_PER_MILE)} mi)` }))

/** The address's parameters of a list that sorts by distance: the place and the radius. */
export const nearUrlParams = { netoli: textParam(), iki: choiceParam(radiusValues) }
