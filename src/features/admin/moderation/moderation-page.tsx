import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { EntryChangesSection } from './entry-changes-section'
import { PendingArticlesSection } from './pending-articles-section'
import { PendingClaimsSection } from './pending-claims-section'
import { PendingClassifiedsSection } from './pending-classifieds-section'
import { PendingCorrectionsSection } from './pending-corrections-section'
import { PendingEventsSection } from './pending-events-section'

/**
 * Everything members submitted that waits for an administrator: events, entry managers'
 * articles, classifieds, directory corrections and claims; then the directory's recent changes.
 * Reports of published content wait in the one queue, /admin/pranesimai.
 */
export function AdminModerationPage() {
  return (
    <div className="space-y-6">
      <PageHead title="Moderavimas" description="Narių pasiūlytų renginių, straipsnių, skelbimų ir katalogo pataisymų moderavimas." path={paths.admin.moderation} noIndex />
      <h1 className="text-3xl font-bold">Moderavimas</h1>
      <PendingEventsSection />
      <PendingArticlesSection />
      <PendingClassifiedsSection />
      <PendingCorrectionsSection />
      <PendingClaimsSection />
      <EntryChangesSection />
    </div>
  )
}
