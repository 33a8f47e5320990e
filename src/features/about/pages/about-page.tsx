import { Link } from '@/lib/routing'
import { BookOpen, CalendarHeart, HandHeart, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ContactSection } from '../contact-section'
import { DirectoryFigures } from '@/features/directory/live/directory-figures'


const features = [
  { icon: Users, title: 'Bendruomenės', text: 'Raskite artimiausią lietuvių bendruomenę ir tapkite jos nariu ar stebėtoju.' },
  { icon: BookOpen, title: 'Švietimas', text: 'Lituanistinės mokyklos, darželiai ir studentų draugijos visoje JK.' },
  { icon: CalendarHeart, title: 'Renginiai', text: 'Valstybinės šventės, koncertai, mugės ir sporto varžybos vienoje vietoje.' },
  { icon: HandHeart, title: 'Pagalba', text: 'Svarbi informacija apie darbą, sveikatą, teises ir pagalbos tarnybas.' },
]

const reasons = [
  { title: 'Kalba ir tapatybė', text: 'Vaikai, augantys JK, gali kalbėti lietuviškai ir pažinti Lietuvos kultūrą.' },
  { title: 'Niekas nelieka vienas', text: 'Naujai atvykusieji greičiau randa darbą, būstą ir draugų.' },
  { title: 'Stiprus balsas', text: 'Susitelkusi bendruomenė gali atstovauti lietuvių interesams JK ir Lietuvoje.' },
]

// What the portal does not do yet (jobs and housing are classifieds, trips are events, services the business catalogue).
const planned = ['Mentorystės programa', 'Diskusijų forumai']

export function AboutPage() {
  return (
    <>
      <PageHead
        title="Apie mus"
        description="Portalas „Lietuviai JK“ vienija lietuvių bendruomenes, mokyklas, kolektyvus ir organizacijas Jungtinėje Karalystėje. Misija, veikla, planai ir kontaktai."
        path={paths.about}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center">
          <h1 className="text-4xl font-bold">Apie mus</h1>
          <p className="mx-auto mt-4 max-w-3xl text-lg text-brand-50">
            Mūsų misija – sujungti Jungtinėje Karalystėje gyvenančius lietuvius: padėti rasti bendruomenę, išsaugoti kalbą ir tradicijas, dalytis
            patirtimi ir padėti vieni kitiems.
          </p>
          <DirectoryFigures />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-14">
        <section aria-labelledby="ka-veikiame">
          <h2 id="ka-veikiame" className="text-3xl font-bold">
            Ką veikiame
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden className="size-8 text-brand-700" />
                    <CardTitle>{title}</CardTitle>
                  </CardHeader>
                  <CardContent className="text-slate-800">{text}</CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="kodel">
          <h2 id="kodel" className="text-3xl font-bold">
            Kodėl tai svarbu
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-xl bg-brand-50 p-6">
                <h3 className="text-lg font-semibold text-brand-900">{reason.title}</h3>
                <p className="mt-2 text-slate-800">{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="planai">
          <h2 id="planai" className="text-3xl font-bold">
            Ateities planai
          </h2>
          <p className="mt-2 text-slate-700">Šios portalo dalys dar kuriamos ir šiuo metu neveikia:</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {planned.map((item) => (
              <li key={item} className="rounded-full border border-dashed border-slate-400 px-4 py-1.5 text-slate-800">
                {item} <span className="text-sm text-slate-600">(planuojama)</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="prisijunkite" className="rounded-2xl bg-slate-900 p-8 text-center text-white">
          <h2 id="prisijunkite" className="text-2xl font-bold">
            Prisijunkite prie mūsų
          </h2>
          <p className="mt-2 text-slate-200">Raskite savo bendruomenę arba ateikite į artimiausią renginį.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.communities.list} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              Rasti bendruomenę
            </Link>
            <Link to={paths.events} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Renginiai
            </Link>
          </div>
        </section>
        <ContactSection />
      </div>
    </>
  )
}
