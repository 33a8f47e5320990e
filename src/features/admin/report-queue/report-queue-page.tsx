import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { ModerationLogSection } from './moderation-log-section'
import { OpenReportsSection } from './open-reports-section'
import { PendingAppealsSection } from './pending-appeals-section'

/**
 * /admin/pranesimai: the one moderation queue of everything people publish (reports from members
 * and visitors, illegal content first), the authors' appeals and the moderation log.
 */
export function AdminReportQueuePage() {
  return (
    <div className="space-y-8">
      <PageHead title="Pranešimai" description="Pranešimų apie turinį, skundų ir moderavimo žurnalo administravimas." path={paths.admin.reports} noIndex />
      <h1 className="text-3xl font-bold">Pranešimai apie turinį</h1>
      <OpenReportsSection />
      <PendingAppealsSection />
      <ModerationLogSection />
    </div>
  )
}
