import { Link } from '@/lib/routing'
import { BookOpen, CalendarCheck, CalendarDays, FileImage, Flag, Mail, Newspaper, ShieldCheck, UserCheck } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { moderationQueries } from '../moderation/queries'
import { AdminInfoCard } from './admin-info-card'
import { CounterCard } from './counter-card'
import { EmailProblems } from './email-problems'
import { PageFailures } from './page-failures'
import { ReportsCard } from './reports-card'
import { dashboardQueries } from './queries'

const quickLinks = [
  { to: paths.admin.organizations, label: 'Katalogas', icon: BookOpen },
  { to: paths.admin.contacts, label: 'Kontaktų užklausos', icon: Mail },
  { to: paths.admin.media, label: 'Medijos failai', icon: FileImage },
  { to: paths.admin.memberships, label: 'Narystės prašymai', icon: UserCheck },
  { to: paths.admin.reports, label: 'Pranešimai apie turinį', icon: Flag },
  { to: paths.admin.moderation, label: 'Renginių ir skelbimų moderavimas', icon: CalendarCheck },
  { to: paths.admin.news, label: 'Naujienos', icon: Newspaper },
  { to: paths.admin.events, label: 'Renginiai anglų kalba', icon: CalendarDays },
]

export function DashboardPage() {
  return (
    <div className="space-y-8">
      <PageHead title="Administravimas" description="Administravimo skydelis." path={paths.admin.dashboard} noIndex />
      <h1 className="text-3xl font-bold">Administravimo skydelis</h1>
      <section aria-labelledby="skaitikliai">
        <h2 id="skaitikliai" className="sr-only">
          Skaitikliai
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <CounterCard query={dashboardQueries.count('contacts')} label="Kontaktai" icon={Mail} />
          <CounterCard query={dashboardQueries.count('media')} label="Medijos failai" icon={FileImage} />
          <CounterCard query={dashboardQueries.count('directoryEntries')} label="Katalogo įrašai" icon={BookOpen} />
          <CounterCard query={dashboardQueries.count('admins')} label="Aktyvūs administratoriai" icon={ShieldCheck} />
          <CounterCard query={dashboardQueries.count('pendingMemberships')} label="Laukiantys narystės prašymai" icon={UserCheck} />
          <CounterCard query={moderationQueries.pendingCount()} label="Laukia sprendimo" icon={CalendarCheck} to={paths.admin.moderation} />
        </div>
      </section>
      <section aria-labelledby="greitos-nuorodos">
        <h2 id="greitos-nuorodos" className="text-xl font-semibold">
          Greitos nuorodos
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {quickLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={buttonVariants({ variant: 'outline' })}>
                <Icon aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportsCard />
        <AdminInfoCard />
        <EmailProblems />
        <PageFailures />
      </div>
    </div>
  )
}
