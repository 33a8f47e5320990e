import { MapPin } from 'lucide-react'
import { ContactLinks } from '@/components/directory/contact-links'
import { SocialBadges } from '@/components/directory/social-badges'
import { WebsiteButton } from '@/components/directory/website-button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { StudentSociety } from '@/features/student-societies/student-society'

export function StudentSocietyCard({ society }: { society: StudentSociety }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin aria-hidden className="size-4" /> {society.location}
        </p>
        <CardTitle>{society.name}</CardTitle>
        <p className="text-sm text-slate-700">
          {society.leaderTitle}: {society.leader}
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <ContactLinks address={society.address} email={society.email} />
        <SocialBadges name={society.name} facebook={society.facebook} linkedin={society.linkedin} />
      </CardContent>
      <CardFooter>
        <WebsiteButton website={society.website} name={society.name} />
      </CardFooter>
    </Card>
  )
}
