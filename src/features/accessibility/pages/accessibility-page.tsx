import type { ReactNode } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'

const checks = [
  'Kiekvienas portalo maršrutas – vieši puslapiai, kiekvienos rūšies aprašymo puslapis, „nerasta“ būsenos, 404 puslapis, paskyra, slaptažodžio atkūrimas ir visi administravimo puslapiai – automatiškai tikrinamas „axe-core“ įrankiu naršyklėje „Chromium“ trimis būsenomis: neprisijungus, prisijungus nariui ir prisijungus administratoriui. Tikrinamos WCAG 2.0, 2.1 ir 2.2 A bei AA taisyklės ir „axe“ gerosios praktikos (vienas pagrindinis antraštės lygis, antraščių tvarka, orientyrai, nuoroda „Pereiti prie turinio“). Radus bent vieną pažeidimą, testai nepraeina.',
  'Atskiri klaviatūros testai naudoja tik klaviatūrą: atidaro meniu ir pereina nuorodą kompiuterio ekrane ir 375 px pločio telefono ekrane, ieško paieškos laukelyje rodyklėmis ir Enter, atidaro prisijungimo langą ir tikrina, kad Tab ir Shift+Tab fokusas lieka jo viduje, o Escape jį uždaro ir grąžina fokusą į mygtuką, iš kurio jis atidarytas, ir pildo bei siunčia kontaktų formą: klaidos susiejamos su laukais (aria-invalid, aria-describedby), fokusas nukeliamas į pirmą klaidingą lauką.',
  'Kiti testai klaviatūra perjungia verslo puslapio skirtukus rodyklėmis ir siunčia pokalbio žinutę Enter klavišu.',
  'Su kiekvienu pakeitimu kiekvienas viešas puslapis dar kartą tikrinamas „axe-core“ telefono dydžio ekrane, o pagrindiniai puslapiai – ir „Lighthouse“ telefono nustatymais; prieinamumo įvertinimo riba – 100 balų. Išsamus matavimas („npm run bench:web“) visus viešus puslapius „Lighthouse“ tikrina ir kompiuterio nustatymais.',
]

const features = [
  'Nuoroda „Pereiti prie turinio“ kiekvieno puslapio pradžioje.',
  'Vienas pagrindinis antraštės lygis puslapyje ir nuosekli antraščių struktūra.',
  'Matomas fokuso rėmelis ant valdiklių; dialogai sulaiko fokusą ir jį grąžina užsidarę.',
  'Formų klaidos rodomos prie laukų ir susiejamos su jais ekrano skaitytuvams; slaptažodžius galima įklijuoti.',
  'Teksto kontrastas ir paspaudžiamų sričių dydis tikrinami automatiškai (WCAG 2.2 AA).',
  'Gerbiamas operacinės sistemos nustatymas „mažinti judesį“.',
  'Būsenos pranešimai ir pokalbių žinutės skelbiami ekrano skaitytuvams.',
]

const limitations: ReactNode[] = [
  'Automatiniai įrankiai randa tik dalį kliūčių. Portalo dar neišbandė ekrano skaitytuvų naudotojai; tai planuojame padaryti artimiausiu metu.',
  'Automatiniai tikrinimai vyksta tik naršyklėje „Chromium“.',
  'Visi maršrutai „axe-core“ tikrinami kompiuterio ekrano pločiu; telefono pločiu (375 px) – tik dalis puslapių ir kelionių.',
  <>
    Teksto didinimas iki <span data-figure="standard">200 %</span> (WCAG 1.4.4) ir teksto tarpų keitimas automatiškai netikrinami.
  </>,
  'Išorinių oficialių šaltinių, į kuriuos nukreipiame, prieinamumo netikriname.',
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
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {limitations.map((limitation, index) => (
          <li key={index}>{limitation}</li>
        ))}
      </ul>

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
