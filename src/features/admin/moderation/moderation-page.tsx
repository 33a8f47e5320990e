import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { PendingClassifiedsSection } from './pending-classifieds-section'
import { PendingEventsSection } from './pending-events-section'
import { ReportedClassifiedsSection } from './reported-classifieds-section'

/** Everything members submitted that waits for an administrator: events, classifieds and reported classifieds. */
export function AdminModerationPage() {
  return (
    <div className="space-y-6">
      <PageHead title="Moderavimas" description="Narių pasiūlytų renginių ir skelbimų moderavimas." path={paths.admin.moderation} noIndex />
      <h1 className="text-3xl font-bold">Moderavimas</h1>
      <PendingEventsSection />
      <PendingClassifiedsSection />
      <ReportedClassifiedsSection />
    </div>
  )
}
