import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { paths, routePatterns } from '@/app/paths'
import { SiteLayout } from '@/app/layouts/site-layout'
import { ErrorPage } from '@/app/error-page'
import { HomePage } from '@/features/home/home-page'

/** Maps a lazily imported page module's named export to the router's Component. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) })
}

const communitiesPage = page(() => import('@/features/communities/pages/communities-page'), (m) => m.CommunitiesPage)
const essentialInfoPage = page(() => import('@/features/essential-info/pages/essential-info-page'), (m) => m.EssentialInfoPage)
const dashboardPage = page(() => import('@/features/admin/dashboard/dashboard-page'), (m) => m.DashboardPage)

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, lazy: page(() => import('@/features/about/pages/about-page'), (m) => m.AboutPage) },
      { path: paths.communities.list, lazy: communitiesPage },
      { path: routePatterns.communitiesAlias, lazy: communitiesPage },
      { path: routePatterns.communityAlias, lazy: communitiesPage },
      { path: routePatterns.communityDetail, lazy: page(() => import('@/features/communities/pages/community-page'), (m) => m.CommunityPage) },
      {
        path: routePatterns.communityAlternate,
        lazy: page(() => import('@/features/communities/pages/community-alternate-page'), (m) => m.CommunityAlternatePage),
      },
      { path: paths.collectives.list, lazy: page(() => import('@/features/collectives/pages/collectives-page'), (m) => m.CollectivesPage) },
      { path: routePatterns.collectiveDetail, lazy: page(() => import('@/features/collectives/pages/collective-page'), (m) => m.CollectivePage) },
      { path: paths.sports.list, lazy: page(() => import('@/features/sports/pages/sports-page'), (m) => m.SportsPage) },
      { path: routePatterns.sportsDetail, lazy: page(() => import('@/features/sports/pages/sports-club-page'), (m) => m.SportsClubPage) },
      { path: paths.schools.list, lazy: page(() => import('@/features/schools/pages/schools-page'), (m) => m.SchoolsPage) },
      { path: routePatterns.schoolDetail, lazy: page(() => import('@/features/schools/pages/school-page'), (m) => m.SchoolPage) },
      {
        path: paths.studentSocieties,
        lazy: page(() => import('@/features/student-societies/pages/student-societies-page'), (m) => m.StudentSocietiesPage),
      },
      { path: paths.media, lazy: page(() => import('@/features/media/pages/media-page'), (m) => m.MediaPage) },
      { path: paths.business, lazy: page(() => import('@/features/business/pages/business-page'), (m) => m.BusinessPage) },
      { path: paths.travel, lazy: page(() => import('@/features/travel/pages/travel-page'), (m) => m.TravelPage) },
      { path: paths.events, lazy: page(() => import('@/features/events/pages/events-page'), (m) => m.EventsPage) },
      { path: paths.news, lazy: page(() => import('@/features/news/pages/news-page'), (m) => m.NewsPage) },
      { path: paths.classifieds, lazy: page(() => import('@/features/classifieds/pages/classifieds-page'), (m) => m.ClassifiedsPage) },
      { path: paths.essentialInfo, lazy: essentialInfoPage },
      { path: paths.essentialInfoAlias, lazy: essentialInfoPage },
      { path: paths.chat, lazy: page(() => import('@/features/chat/pages/chat-page'), (m) => m.ChatPage) },
      {
        path: paths.accessibility,
        lazy: page(() => import('@/features/accessibility/pages/accessibility-page'), (m) => m.AccessibilityPage),
      },
      { path: paths.account, lazy: page(() => import('@/features/account/pages/account-page'), (m) => m.AccountPage) },
      { path: paths.passwordReset, lazy: page(() => import('@/features/auth/pages/password-reset-page'), (m) => m.PasswordResetPage) },
      {
        lazy: page(() => import('@/app/layouts/admin-layout'), (m) => m.AdminLayout),
        children: [
          { path: paths.admin.dashboard, lazy: dashboardPage },
          { path: paths.admin.dashboardAlias, lazy: dashboardPage },
          {
            path: paths.admin.organizations,
            lazy: page(() => import('@/features/admin/organizations/organizations-page'), (m) => m.AdminOrganizationsPage),
          },
          { path: paths.admin.contacts, lazy: page(() => import('@/features/admin/contacts/contacts-page'), (m) => m.AdminContactsPage) },
          { path: paths.admin.media, lazy: page(() => import('@/features/admin/media/media-page'), (m) => m.AdminMediaPage) },
          {
            path: paths.admin.memberships,
            lazy: page(() => import('@/features/admin/memberships/memberships-page'), (m) => m.AdminMembershipsPage),
          },
        ],
      },
      { path: '*', lazy: page(() => import('@/app/not-found-page'), (m) => m.NotFoundPage) },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
