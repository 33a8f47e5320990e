import { ContactLinks } from '@/components/directory/contact-links'
import { SocialBadges } from '@/components/directory/social-badges'
import { WebsiteButton } from '@/components/directory/website-button'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { mediaCategoryLabel, type MediaOutlet } from '@/features/media/media-outlet'
import { m } from '@/paraglide/messages'

export function MediaCard({ outlet }: { outlet: MediaOutlet }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <Badge variant="secondary" className="w-fit">
          {mediaCategoryLabel(outlet.category)}
        </Badge>
        <CardTitle>{outlet.name}</CardTitle>
        <p className="text-sm text-slate-700">{m.directories_media_card_leader({ name: outlet.leader })}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <ContactLinks address={outlet.address} email={outlet.email} phone={outlet.phone} />
        <SocialBadges name={outlet.name} facebook={outlet.facebook} />
      </CardContent>
      <CardFooter>
        <WebsiteButton website={outlet.website} name={outlet.name} />
      </CardFooter>
    </Card>
  )
}
