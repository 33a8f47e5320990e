import { Link, useSearchParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { businessStats, stories } from '@/data/business'
import { CatalogTab, ListingsTab, ProfessionalsTab, ServicesTab, SponsorsTab } from '../business-tabs'

const tabs = [
  ['katalogas', 'Katalogas'],
  ['skelbimai', 'Skelbimai'],
  ['specialistai', 'Specialistai'],
  ['remejai', 'Rėmėjai'],
  ['paslaugos', 'Paslaugos'],
] as const

type TabKey = (typeof tabs)[number][0]

export function BusinessPage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('skiltis')
  const tab: TabKey = tabs.some(([key]) => key === requested) ? (requested as TabKey) : 'katalogas'

  return (
    <>
      <PageHead title="Verslas" description="Lietuvių verslas Jungtinėje Karalystėje: įmonių katalogas, darbo skelbimai, specialistai, rėmėjai ir verslo renginiai." path={paths.business} />
      <DirectoryHero title="Lietuvių verslas JK" lead="Įmonės, specialistai ir darbo pasiūlymai – lietuviškai." stats={businessStats} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current)
                if (value === 'katalogas') next.delete('skiltis')
                else next.set('skiltis', value)
                return next
              },
              { replace: true },
            )
          }
        >
          <h2 className="sr-only">Verslo skiltys</h2>
          <TabsList aria-label="Verslo skiltys">
            {tabs.map(([key, label]) => (
              <TabsTrigger key={key} value={key}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="katalogas">
            <CatalogTab />
          </TabsContent>
          <TabsContent value="skelbimai">
            <ListingsTab />
          </TabsContent>
          <TabsContent value="specialistai">
            <ProfessionalsTab />
          </TabsContent>
          <TabsContent value="remejai">
            <SponsorsTab />
          </TabsContent>
          <TabsContent value="paslaugos">
            <ServicesTab />
          </TabsContent>
        </Tabs>
        <section aria-labelledby="sekmes-istorijos">
          <h2 id="sekmes-istorijos" className="text-2xl font-bold">
            Sėkmės istorijos
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {stories.map((story) => (
              <li key={story.name} className="rounded-xl bg-brand-50 p-6">
                <p className="text-lg font-semibold text-slate-900">
                  {story.name}, {story.company}
                </p>
                <p className="text-sm text-slate-700">{story.industry}</p>
                <p className="mt-2 text-slate-800">{story.description}</p>
                <p className="mt-2 font-semibold text-brand-800">{story.achievement}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="prisijunk-verslas" className="rounded-2xl bg-slate-900 p-8 text-center text-white">
          <h2 id="prisijunk-verslas" className="text-2xl font-bold">
            Prisijunkite prie verslo bendruomenės
          </h2>
          <p className="mt-2 text-slate-200">Norite, kad jūsų įmonė atsirastų kataloge? Parašykite mums.</p>
          <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-6' })}>
            Tapti nariu
          </Link>
        </section>
      </div>
    </>
  )
}
