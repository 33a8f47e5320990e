import { Link } from '@/lib/routing'
import { CalendarDays, MapPin, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { sportsTypeLabels, type SportsClub } from '@/features/sports/sports-club'
import { countLabel, nouns } from '@/lib/plural'

export function SportsCard({ club }: { club: SportsClub }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge>{sportsTypeLabels[club.type]}</Badge>
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
          <Users aria-hidden className="size-4 text-slate-600" /> {countLabel(club.members, nouns.member)}
        </p>
        <p className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 text-slate-600" /> Įkurta {club.founded} m.
        </p>
      </CardContent>
      <CardFooter>
        <Link to={paths.sports.detail(club.slug)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Plačiau: ${club.name}`}>
          Plačiau
        </Link>
      </CardFooter>
    </Card>
  )
}
