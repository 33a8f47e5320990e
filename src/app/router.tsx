import { createElement, lazy, type ComponentType } from 'react'
import { Route, Switch } from '@/lib/routing'
import { paths, routePatterns } from '@/app/paths'
import { SiteLayout } from '@/app/layouts/site-layout'
import { Redirect } from '@/app/redirect'
import { directoryPages, pagedDirectories } from '@/features/directory/directory-pages'
import type { DirectoryKey } from '@/features/directory/entry'
import { HomePage } from '@/features/home/home-page'

/**
 * The one route table: a Switch renders the first route whose path matches, so a fixed path is
 * listed before a pattern that would also match it ('/renginiai/pasiulyti' before
 * '/renginiai/:slug'). Every page except the home page is its own lazily loaded chunk.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }))
}

const AboutPage = page(() => import('@/features/about/pages/about-page'), (m) => m.AboutPage)
const CommunitiesPage = page(() => import('@/features/communities/pages/communities-page'), (m) => m.CommunitiesPage)
const CommunityPage = page(() => import('@/features/communities/pages/community-page'), (m) => m.CommunityPage)
const CommunityAlternatePage = page(
  () => import('@/features/communities/pages/community-alternate-page'),
  (m) => m.CommunityAlternatePage,
)
const CollectivesPage = page(() => import('@/features/collectives/pages/collectives-page'), (m) => m.CollectivesPage)
const CollectivePage = page(() => import('@/features/collectives/pages/collective-page'), (m) => m.CollectivePage)
const SportsPage = page(() => import('@/features/sports/pages/sports-page'), (m) => m.SportsPage)
const SportsClubPage = page(() => import('@/features/sports/pages/sports-club-page'), (m) => m.SportsClubPage)
const SchoolsPage = page(() => import('@/features/schools/pages/schools-page'), (m) => m.SchoolsPage)
const SchoolPage = page(() => import('@/features/schools/pages/school-page'), (m) => m.SchoolPage)
const StudentSocietiesPage = page(
  () => import('@/features/student-societies/pages/student-societies-page'),
  (m) => m.StudentSocietiesPage,
)
const MediaPage = page(() => import('@/features/media/pages/media-page'), (m) => m.MediaPage)
const BusinessPage = page(() => import('@/features/business/pages/business-page'), (m) => m.BusinessPage)
const TravelPage = page(() => import('@/features/travel/pages/travel-page'), (m) => m.TravelPage)
const EventsPage = page(() => import('@/features/events/pages/events-page'), (m) => m.EventsPage)
const EventPage = page(() => import('@/features/events/pages/event-page'), (m) => m.EventPage)
const ArticlePage = page(() => import('@/features/news/pages/article-page'), (m) => m.ArticlePage)
const NewsPage = page(() => import('@/features/news/pages/news-page'), (m) => m.NewsPage)
const ClassifiedsPage = page(() => import('@/features/classifieds/pages/classifieds-page'), (m) => m.ClassifiedsPage)
const ClassifiedPage = page(() => import('@/features/classifieds/pages/classified-page'), (m) => m.ClassifiedPage)
const EssentialInfoPage = page(() => import('@/features/essential-info/pages/essential-info-page'), (m) => m.EssentialInfoPage)
const ChatPage = page(() => import('@/features/chat/pages/chat-page'), (m) => m.ChatPage)
const AccessibilityPage = page(() => import('@/features/accessibility/pages/accessibility-page'), (m) => m.AccessibilityPage)
const PrivacyPage = page(() => import('@/features/privacy/pages/privacy-page'), (m) => m.PrivacyPage)
const TermsPage = page(() => import('@/features/terms/pages/terms-page'), (m) => m.TermsPage)
const AccountPage = page(() => import('@/features/account/pages/account-page'), (m) => m.AccountPage)
const UnsubscribePage = page(() => import('@/features/email/pages/unsubscribe-page'), (m) => m.UnsubscribePage)
const PasswordResetPage = page(() => import('@/features/auth/pages/password-reset-page'), (m) => m.PasswordResetPage)
const AdminLayout = lazy(async () => ({ default: (await import('@/app/layouts/admin-layout')).AdminLayout }))
const DashboardPage = page(() => import('@/features/admin/dashboard/dashboard-page'), (m) => m.DashboardPage)
const DirectoryEditorPage = page(() => import('@/features/admin/directory/directory-editor-page'), (m) => m.DirectoryEditorPage)
const AdminContactsPage = page(() => import('@/features/admin/contacts/contacts-page'), (m) => m.AdminContactsPage)
const AdminMediaPage = page(() => import('@/features/admin/media/media-page'), (m) => m.AdminMediaPage)
const AdminReportQueuePage = page(() => import('@/features/admin/report-queue/report-queue-page'), (m) => m.AdminReportQueuePage)
const AdminFactsPage = page(() => import('@/features/admin/facts/facts-page'), (m) => m.AdminFactsPage)
const AdminEventsPage = page(() => import('@/features/admin/events/events-page'), (m) => m.AdminEventsPage)
const AdminModerationPage = page(() => import('@/features/admin/moderation/moderation-page'), (m) => m.AdminModerationPage)
const AdminArticlesPage = page(() => import('@/features/admin/articles/articles-page'), (m) => m.AdminArticlesPage)
const AdminMembershipsPage = page(() => import('@/features/admin/memberships/memberships-page'), (m) => m.AdminMembershipsPage)
const ReferencePage = page(() => import('@/features/reference/pages/reference-page'), (m) => m.ReferencePage)
const EventProposalPage = page(() => import('@/features/events/pages/event-proposal-page'), (m) => m.EventProposalPage)
const NewClassifiedPage = page(() => import('@/features/classifieds/pages/new-classified-page'), (m) => m.NewClassifiedPage)
const NotFoundPage = page(() => import('@/app/not-found-page'), (m) => m.NotFoundPage)

/** Each directory's list page, at the path `directoryPages` gives it. */
const directoryListPages: Record<DirectoryKey, ComponentType> = {
  communities: CommunitiesPage,
  collectives: CollectivesPage,
  sports: SportsPage,
  schools: SchoolsPage,
  student_societies: StudentSocietiesPage,
  media: MediaPage,
  businesses: BusinessPage,
}

/** The directories whose entries have pages of their own, and those pages. */
const directoryDetailPages = {
  communities: CommunityPage,
  collectives: CollectivePage,
  sports: SportsClubPage,
  schools: SchoolPage,
} as const satisfies { [Key in DirectoryKey as (typeof directoryPages)[Key] extends { detail: unknown } ? Key : never]: ComponentType }
const detailPageKeys = Object.keys(directoryDetailPages) as (keyof typeof directoryDetailPages)[]

/** The admin area's pages (its aliases aside, which redirect): each opens inside the admin layout. */
const adminPages = new RegExp(
  `^(?:${Object.values(paths.admin)
    .filter((path) => path !== paths.admin.organizationsAlias && path !== paths.admin.chatReportsAlias)
    .map((path) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})$`,
)

export function AppRoutes() {
  return (
    <SiteLayout>
      <Switch>
        <Route path={paths.home}><HomePage /></Route>
        <Route path={paths.about}><AboutPage /></Route>
        {pagedDirectories.map((key) => (
          <Route key={key} path={directoryPages[key].list}>
            {createElement(directoryListPages[key])}
          </Route>
        ))}
        {detailPageKeys.map((key) => (
          <Route key={key} path={directoryPages[key].detail.pattern}>
            {createElement(directoryDetailPages[key])}
          </Route>
        ))}
        <Route path={routePatterns.communitiesAlias}><CommunitiesPage /></Route>
        <Route path={routePatterns.communityAlias}><CommunitiesPage /></Route>
        <Route path={routePatterns.communityAlternate}><CommunityAlternatePage /></Route>
        <Route path={paths.travel}><TravelPage /></Route>
        <Route path={paths.events}><EventsPage /></Route>
        <Route path={paths.eventProposal}><EventProposalPage /></Route>
        <Route path={routePatterns.eventDetail}><EventPage /></Route>
        <Route path={paths.news}><NewsPage /></Route>
        <Route path={routePatterns.articleDetail}><ArticlePage /></Route>
        <Route path={paths.classifieds}><ClassifiedsPage /></Route>
        <Route path={paths.classifiedNew}><NewClassifiedPage /></Route>
        <Route path={routePatterns.classifiedDetail}><ClassifiedPage /></Route>
        <Route path={paths.essentialInfo}><EssentialInfoPage /></Route>
        <Route path={paths.essentialInfoAlias}><EssentialInfoPage /></Route>
        <Route path={paths.chat}><ChatPage /></Route>
        <Route path={paths.accessibility}><AccessibilityPage /></Route>
        <Route path={paths.privacy}><PrivacyPage /></Route>
        <Route path={paths.terms}><TermsPage /></Route>
        <Route path={paths.reference}><ReferencePage /></Route>
        <Route path={paths.account}><AccountPage /></Route>
        <Route path={paths.passwordReset}><PasswordResetPage /></Route>
        <Route path={paths.emailUnsubscribe}><UnsubscribePage /></Route>
        <Route path={adminPages}>
          <AdminLayout>
            <Switch>
          <Route path={paths.admin.dashboard}><DashboardPage /></Route>
          <Route path={paths.admin.dashboardAlias}><DashboardPage /></Route>
          <Route path={paths.admin.organizations}><DirectoryEditorPage /></Route>
          <Route path={paths.admin.contacts}><AdminContactsPage /></Route>
          <Route path={paths.admin.media}><AdminMediaPage /></Route>
          <Route path={paths.admin.memberships}><AdminMembershipsPage /></Route>
          <Route path={paths.admin.reports}><AdminReportQueuePage /></Route>
          <Route path={paths.admin.facts}><AdminFactsPage /></Route>
          <Route path={paths.admin.moderation}><AdminModerationPage /></Route>
          <Route path={paths.admin.news}><AdminArticlesPage /></Route>
          <Route path={paths.admin.events}><AdminEventsPage /></Route>
            </Switch>
          </AdminLayout>
        </Route>
        <Route path={paths.admin.organizationsAlias}><Redirect to={paths.admin.organizations} /></Route>
        <Route path={paths.admin.chatReportsAlias}><Redirect to={paths.admin.reports} /></Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </SiteLayout>
  )
}
