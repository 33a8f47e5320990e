import { Link } from '@/lib/routing'
import { MapPin, User } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { SocialBadges } from '@/components/directory/social-badges'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { communityTypeLabels, type Community } from '@/features/communities/community'
import { m } from '@/paraglide/messages'

export function CommunityCard({ community }: { community: Community }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <Badge variant={community.type === 'pagrindine' ? 'default' : 'secondary'} className="w-fit">
          {communityTypeLabels[community.type]}
        </Badge>
        <CardTitle>
          <Link to={paths.communities.detail(community.id)} className="hover:underline">
            {community.name}
          </Link>
        </CardTitle>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden className="size-4" /> {community.location}
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <p className="flex items-center gap-1.5 text-sm text-slate-800">
          <User aria-hidden className="size-4 text-slate-600" />
          {community.leader}, <span className="text-slate-700">{community.leaderTitle.toLocaleLowerCase('lt')}</span>
        </p>
        <ContactLinks address={community.address} email={community.email} phone={community.phone} website={community.website} />
        <SocialBadges name={community.name} facebook={community.facebook} instagram={community.instagram} />
      </CardContent>
      <CardFooter>
        <Link
          to={paths.communities.detail(community.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={m.communities_card_more_label({ name: community.name })}
        >
          {m.communities_card_more()}
        </Link>
      </CardFooter>
    </Card>
  )
}
