import { ContactLinks } from '@/components/directory/contact-links'
import { SocialBadges } from '@/components/directory/social-badges'
import { WebsiteButton } from '@/components/directory/website-button'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { MediaOutlet } from '@/features/media/media-outlet'

export function MediaCard({ outlet }: { outlet: MediaOutlet }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <Badge variant="secondary" className="w-fit">
          {outlet.category}
        </Badge>
        <CardTitle>{outlet.name}</CardTitle>
        <p className="text-sm text-slate-700">Vadovas(-ė): {outlet.leader}</p>
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
