import { Link } from '@/lib/routing'
import { BookOpen, CalendarHeart, HandHeart, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ContactSection } from '../contact-section'
import { DirectoryFigures } from '@/features/directory/live/directory-figures'
import { m } from '@/paraglide/messages'

const features = [
  { icon: Users, title: m.about_feature_communities, text: m.about_feature_communities_text },
  { icon: BookOpen, title: m.about_feature_education, text: m.about_feature_education_text },
  { icon: CalendarHeart, title: m.about_feature_events, text: m.about_feature_events_text },
  { icon: HandHeart, title: m.about_feature_help, text: m.about_feature_help_text },
]

const reasons = [
  { title: m.about_reason_language, text: m.about_reason_language_text },
  { title: m.about_reason_alone, text: m.about_reason_alone_text },
  { title: m.about_reason_voice, text: m.about_reason_voice_text },
]

// What the portal does not do yet (jobs and housing are classifieds, trips are events, services the business catalogue).
const planned = [m.about_plan_mentoring, m.about_plan_forums]

export function AboutPage() {
  return (
    <>
      <PageHead
        title={m.about_title()}
        description={m.about_description()}
        path={paths.about}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center">
          <h1 className="text-4xl font-bold">{m.about_title()}</h1>
          <p className="mx-auto mt-4 max-w-3xl text-lg text-brand-50">
            {m.about_mission()}
          </p>
          <DirectoryFigures />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-14">
        <section aria-labelledby="ka-veikiame">
          <h2 id="ka-veikiame" className="text-3xl font-bold">
            {m.about_what_we_do()}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title()}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden className="size-8 text-brand-700" />
                    <CardTitle>{title()}</CardTitle>
                  </CardHeader>
                  <CardContent className="text-slate-800">{text()}</CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="kodel">
          <h2 id="kodel" className="text-3xl font-bold">
            {m.about_why()}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.title()} className="rounded-xl bg-brand-50 p-6">
                <h3 className="text-lg font-semibold text-brand-900">{reason.title()}</h3>
                <p className="mt-2 text-slate-800">{reason.text()}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="planai">
          <h2 id="planai" className="text-3xl font-bold">
            {m.about_plans()}
          </h2>
          <p className="mt-2 text-slate-700">{m.about_plans_lead()}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {planned.map((item) => (
              <li key={item()} className="rounded-full border border-dashed border-slate-400 px-4 py-1.5 text-slate-800">
                {item()} <span className="text-sm text-slate-600">{m.about_planned()}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="prisijunkite" className="rounded-2xl bg-slate-900 p-8 text-center text-white">
          <h2 id="prisijunkite" className="text-2xl font-bold">
            {m.about_join_title()}
          </h2>
          <p className="mt-2 text-slate-200">{m.about_join_text()}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.communities.list} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {m.about_find_community()}
            </Link>
            <Link to={paths.events} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {m.nav_events()}
            </Link>
          </div>
        </section>
        <ContactSection />
      </div>
    </>
  )
}
