import { choiceParam, textParam } from '@/lib/url-params'
import { m } from '@/paraglide/messages'
import { KM_PER_MILE } from './distance'

/** The 'iki …' choices, in km; none means any distance. */
export const radiusValues = ['10', '25', '50', '100', '200'] as const

/** The choices as the page's language names them: 'iki 10 km (6 mi)', 'within 10 km (6 mi)'. */
export const radiusOptions = () => radiusValues.map((km) => ({ value: km, label: m.near_radius_option({ km, miles: Math.round(Number(km) / KM_PER_MILE) }) }))

/** The address's parameters of a list that sorts by distance: the place and the radius. */
export const nearUrlParams = { netoli: textParam(), iki: choiceParam(radiusValues) }
