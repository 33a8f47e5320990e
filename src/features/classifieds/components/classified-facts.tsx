import { CalendarDays, MapPin, UserRound } from 'lucide-react'
import type { Ad } from '@/features/classifieds/ad'
import { formatDate, formatGbp } from '@/lib/format'
import { m } from '@/paraglide/messages'

/** A classified's price as readers see it. */
export const adPrice = (ad: Pick<Ad, 'price'>) => (ad.price === null ? m.classifieds_price_negotiable() : formatGbp(ad.price))

/** Where and when a classified was published, and by whom: its card and its page show the same. */
export function ClassifiedFacts({ ad }: { ad: Ad }) {
  return (
    <>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        <span className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4" /> {ad.location}
        </span>
        <span className="flex items-center gap-1">
          <CalendarDays aria-hidden className="size-4" /> <time dateTime={ad.date}>{formatDate(ad.date)}</time>
        </span>
      </p>
      <p className="flex items-center gap-1 text-slate-700">
        <UserRound aria-hidden className="size-4" /> {m.classifieds_posted_by({ name: ad.author })}
      </p>
    </>
  )
}
