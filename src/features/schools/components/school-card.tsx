import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { SocialBadges } from '@/components/directory/social-badges'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { School } from '@/features/schools/school'
import { m } from '@/paraglide/messages'
import { schoolKind, schoolKindLabel } from '../school-kind'

export function SchoolCard({ school }: { school: School }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{school.region}</Badge>
          <Badge>{schoolKindLabel(schoolKind(school))}</Badge>
        </div>
        <CardTitle>{school.name}</CardTitle>
        <p className="text-sm text-slate-700">{m.schools_card_head({ name: school.director })}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <ContactLinks address={school.address} email={school.email} phone={school.phone} website={school.website} />
        <SocialBadges name={school.name} facebook={school.social} />
      </CardContent>
      <CardFooter>
        <Link to={paths.schools.detail(school.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={m.schools_card_more_label({ name: school.name })}>
          {m.schools_card_more()}
        </Link>
      </CardFooter>
    </Card>
  )
}
