import { Link } from '@/lib/routing'
import { CalendarDays, MapPin, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { sportsTypeLabel, type SportsClub } from '@/features/sports/sports-club'
import { m } from '@/paraglide/messages'

export function SportsCard({ club }: { club: SportsClub }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge>{sportsTypeLabel(club.type)}</Badge>
          <Badge variant="secondary">{club.sport}</Badge>
        </div>
        <CardTitle>{club.name}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm text-slate-800">
        <p>{club.description}</p>
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 text-slate-600" /> {club.location}
        </p>
        <p className="flex items-center gap-1.5">
          <Users aria-hidden className="size-4 text-slate-600" /> {m.directories_members_count({ count: club.members })}
        </p>
        <p className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 text-slate-600" /> {m.directories_sports_founded({ year: club.founded })}
        </p>
      </CardContent>
      <CardFooter>
        <Link to={paths.sports.detail(club.slug)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={m.directories_card_more_label({ name: club.name })}>
          {m.directories_card_more()}
        </Link>
      </CardFooter>
    </Card>
  )
}
