import { Link } from '@/lib/routing'
import { MapPin, User, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { collectiveTypeLabel, type Collective } from '@/features/collectives/collective'
import { m } from '@/paraglide/messages'
import { collectiveSlug } from '../find-collective'

export function CollectiveCard({ collective }: { collective: Collective }) {
  const href = paths.collectives.detail(collectiveSlug(collective))
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <Badge variant="secondary" className="w-fit">
          {collectiveTypeLabel(collective.type)}
        </Badge>
        <CardTitle>
          <Link to={href} className="hover:underline">
            {collective.name}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm text-slate-800">
        <p>{collective.description}</p>
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 text-slate-600" /> {collective.location}
        </p>
        <p className="flex items-center gap-1.5">
          <User aria-hidden className="size-4 text-slate-600" /> {collective.leader}
        </p>
        <p className="flex items-center gap-1.5">
          <Users aria-hidden className="size-4 text-slate-600" /> {m.directories_participants_count({ count: collective.members })}
        </p>
      </CardContent>
      <CardFooter>
        <Link to={href} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={m.directories_card_more_label({ name: collective.name })}>
          {m.directories_card_more()}
        </Link>
      </CardFooter>
    </Card>
  )
}
