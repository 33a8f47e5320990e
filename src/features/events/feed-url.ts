import { paths } from '@/app/paths'
import { webcalUrl } from '@/lib/webcal'

/** Every approved event, for calendar apps; the site's server keeps the calendar current as events change. */
export const eventsFeedUrl = webcalUrl(paths.feeds.calendar)
