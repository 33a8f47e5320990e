import { Link } from 'react-router-dom'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'

const checks = [
  'Kiekvienas puslapis automatiškai tikrinamas „axe-core“ įrankiu (WCAG 2.0, 2.1 ir 2.2 A bei AA taisyklės) naršyklėje „Chromium“ – neprisijungus, prisijungus nariui ir administratoriui.',
  'Kiekvieno viešo puslapio „Lighthouse“ prieinamumo įvertinimas turi būti 100 – tai tikrinama prieš kiekvieną leidimą.',
  'Meniu, paieška, dialogai, skirtukai ir formos išbandyti vien klaviatūra: Tab, Shift+Tab, rodyklės, Enter ir Escape.',
  'Puslapiai išbandyti 375 px pločio telefono ekrane ir padidinus tekstą iki 200 %.',
]

const features = [
  'Nuoroda „Pereiti prie turinio“ kiekvieno puslapio pradžioje.',
  'Vienas pagrindinis antraštės lygis puslapyje ir nuosekli antraščių struktūra.',
  'Matomas fokusas ant kiekvieno valdiklio; dialogai sulaiko fokusą ir jį grąžina užsidarę.',
  'Formų klaidos pranešamos prie laukų ir ekrano skaitytuvams; slaptažodžius galima įklijuoti.',
  'Teksto kontrastas ne mažesnis nei 4,5:1, paspaudžiamos sritys ne mažesnės nei 24 px.',
  'Gerbiamas operacinės sistemos nustatymas „mažinti judesį“.',
  'Pranešimai ir pokalbių žinutės skelbiami ekrano skaitytuvams.',
]

export function AccessibilityPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageHead
        title="Prieinamumo pareiškimas"
        description="Kaip portalas „Lietuviai JK“ siekia atitikti WCAG 2.2 AA: kas tikrinta, kaip ir kur pranešti apie kliūtis."
        path={paths.accessibility}
      />
      <h1 className="text-3xl font-bold text-slate-900">Prieinamumo pareiškimas</h1>
      <p className="mt-4 text-lg text-slate-700">
        Norime, kad portalu galėtų naudotis visi – su klaviatūra, ekrano skaitytuvu, telefonu ar lėtu mobiliuoju internetu.
        Siekiame atitikti WCAG 2.2 AA lygio reikalavimus.
      </p>

      <h2 className="mt-10 text-2xl font-semibold">Kaip tikriname</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-semibold">Kas padaryta</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>

      <h2 className="mt-10 text-2xl font-semibold">Žinomi apribojimai</h2>
      <p className="mt-4 text-slate-800">
        Automatiniai įrankiai randa ne visas kliūtis. Portalo dar neišbandė ekrano skaitytuvų naudotojai; tai planuojame
        padaryti artimiausiu metu.
      </p>

      <h2 className="mt-10 text-2xl font-semibold">Praneškite apie kliūtį</h2>
      <p className="mt-4 text-slate-800">
        Jei kuri nors portalo dalis jums neprieinama, parašykite mums per{' '}
        <Link to={`${paths.about}#susisiekite`} className="font-medium text-brand-700 underline">
          kontaktų formą
        </Link>{' '}
        arba el. paštu{' '}
        <a href="mailto:info@lietuviaijk.example.org" className="font-medium text-brand-700 underline">
          info@lietuviaijk.example.org
        </a>
        . Atsakysime per 5 darbo dienas.
      </p>
      <p className="mt-8 text-sm text-slate-600">Pareiškimas atnaujintas 2026 m. lapkričio 22 d.</p>
    </article>
  )
}
