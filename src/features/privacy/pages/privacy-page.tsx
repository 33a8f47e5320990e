import type { ReactNode } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { formatDate } from '@/lib/format'
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy-policy'

const CONTACT_EMAIL = 'info@lietuviaijk.example.org'
const linkClass = 'font-medium text-brand-700 underline'

const collected: Array<[string, string]> = [
  [
    'Registruojantis',
    'vardas ir pavardė, el. pašto adresas, telefono numeris (jei jį nurodote) ir slaptažodis. Slaptažodį saugome tik kaip negrįžtamą maišos reikšmę – jo nematome.',
  ],
  [
    'Teikiant narystės prašymą ar tampant stebėtoju',
    'vardas, pavardė, miestas ir telefonas (jei nurodote), regionas, vaikų skaičius, narystės priežastis, ar norite gauti naujienas, bendruomenė, prašymo būsena (ir atmetimo priežastis, jei prašymas atmestas) bei sutikimo su šia politika laikas ir versija.',
  ],
  [
    'Mokant nario mokestį',
    'mokėjimo paskirtis, gauta suma, būdas (pavedimas ar grynieji), mokėjimo data ir iki kada galioja narystė, taip pat kas mokėjimą pažymėjo. Banko sąskaitos duomenų nerenkame: juos mato tik jūsų bankas.',
  ],
  [
    'Siunčiant pranešimus',
    'kokius pranešimus ir laiškus pasirinkote gauti, portale rodomi pranešimai, siunčiami laiškai (adresas, rūšis, būsena ir klaida, jei nepavyko išsiųsti) bei kiekvienas sutikimas gauti savaitės laišką ar jo atšaukimas su jums parodytu tekstu.',
  ],
  ['Per kontaktų formą', 'vardas, el. pašto adresas, telefonas (jei nurodote), žinutė ir užklausos būsena.'],
  [
    'Naršant',
    'kad liktumėte prisijungę, prisijungimo sesija laikoma jūsų naršyklės vietinėje saugykloje. Analitikos, reklamos ar sekimo slapukų nenaudojame.',
  ],
]

const purposes: Array<[string, string]> = [
  ['Paskyrai sukurti ir prisijungti', 'sutarties vykdymas (UK GDPR 6 str. 1 d. b p.)'],
  ['Narystės prašymui ar stebėtojo planui tvarkyti', 'sutarties vykdymas (6 str. 1 d. b p.)'],
  ['Nario mokesčiui apskaityti ir priminti apie narystės pabaigą', 'sutarties vykdymas (6 str. 1 d. b p.)'],
  ['Pranešti apie sprendimus, atsakymus į skelbimus ir jų galiojimo pabaigą', 'teisėtas interesas informuoti apie jūsų pateiktus įrašus (6 str. 1 d. f p.); kiekvieną rūšį galite išjungti paskyroje'],
  ['Savaitės naujienų laiškui siųsti', 'jūsų sutikimas (6 str. 1 d. a p.), kurį bet kada galite atšaukti paskyroje ar nuoroda laiške'],
  ['Atsakyti į kontaktų formos užklausą', 'teisėtas interesas atsakyti besikreipiančiam (6 str. 1 d. f p.)'],
  ['Portalui ir paskyroms apsaugoti', 'teisėtas interesas (6 str. 1 d. f p.)'],
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <div className="mt-4 space-y-3 text-slate-800">{children}</div>
    </section>
  )
}

/** /privatumo-politika: the UK GDPR privacy notice, versioned by the date members consent to. */
export function PrivacyPage() {
  const validFrom = formatDate(`${PRIVACY_POLICY_VERSION}T12:00:00`)
  const email = (
    <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
      {CONTACT_EMAIL}
    </a>
  )
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageHead
        title="Privatumo politika"
        description="Kaip portalas „Lietuviai JK“ tvarko jūsų asmens duomenis pagal JK BDAR: ką renkame, kodėl, kiek laiko saugome ir kokias teises turite."
        path={paths.privacy}
      />
      <h1 className="text-3xl font-bold text-slate-900">Privatumo politika</h1>
      <p className="mt-2 text-sm text-slate-700">
        Versija {PRIVACY_POLICY_VERSION} · galioja nuo {validFrom}
      </p>
      <p className="mt-4 text-lg text-slate-700">
        Šioje politikoje paaiškiname, kokius asmens duomenis tvarko portalas „Lietuviai JK“, kodėl ir kaip galite juos valdyti.
      </p>

      <Section title="Kas tvarko jūsų duomenis">
        <p>
          Duomenų valdytojas – portalo „Lietuviai JK“ valdytojas, Lietuvių namai, 1 Example Road, London E1 0AA, el. paštas {email}.
          Duomenis tvarkome pagal Jungtinės Karalystės bendrąjį duomenų apsaugos reglamentą (UK GDPR) ir 2018 m. Duomenų apsaugos
          įstatymą (Data Protection Act 2018).
        </p>
      </Section>

      <Section title="Kokius duomenis renkame">
        <ul className="list-disc space-y-2 pl-6">
          {collected.map(([when, what]) => (
            <li key={when}>
              <strong>{when}:</strong> {what}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Kodėl ir kokiu teisiniu pagrindu">
        <ul className="list-disc space-y-2 pl-6">
          {purposes.map(([why, basis]) => (
            <li key={why}>
              <strong>{why}</strong> – {basis}.
            </li>
          ))}
        </ul>
        <p>Duomenų neparduodame, nenaudojame reklamai, automatizuotų sprendimų ir profiliavimo netaikome.</p>
      </Section>

      <Section title="Kas mato jūsų duomenis">
        <p>
          Narystės prašymus ir kontaktų užklausas mato tik portalo administratoriai; jų teisės tikrinamos pačioje duomenų bazėje. Duomenys
          laikomi pas talpinimo paslaugų teikėją, kuris juos tvarko tik pagal mūsų nurodymus. Jei duomenys perduodami už JK ribų, tai
          daroma tik su UK GDPR numatytomis apsaugos priemonėmis.
        </p>
      </Section>

      <Section title="Kiek laiko saugome">
        <ul className="list-disc space-y-2 pl-6">
          <li>Paskyros, profilio, narysčių ir sutikimo duomenis – kol turite paskyrą. Ištrynus paskyrą, jie ištrinami iš karto.</li>
          <li>Kontaktų formos užklausas – kol jas išsprendžiame, ir ne ilgiau kaip 24 mėnesius po to.</li>
          <li>Išsiųstus laiškus – 90 dienų, neišsiųstus – 180 dienų; pranešimus portale – metus. Mokėjimų ir sutikimų įrašus – kol turite paskyrą.</li>
        </ul>
      </Section>

      <Section title="Jūsų teisės">
        <p>
          Turite teisę susipažinti su savo duomenimis, juos ištaisyti ar ištrinti, apriboti jų tvarkymą, nesutikti su tvarkymu teisėto
          intereso pagrindu, gauti duomenis perkeliamu formatu ir bet kada atšaukti sutikimą. Daugumą šių teisių įgyvendinsite patys{' '}
          <Link to={paths.account} className={linkClass}>
            paskyroje
          </Link>
          :
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>peržiūrėti ir pataisyti profilį, įjungti ar išjungti naujienas;</li>
          <li>atsisiųsti visus savo duomenis JSON formatu („Atsisiųsti mano duomenis“);</li>
          <li>ištrinti paskyrą kartu su profiliu ir narystėmis („Ištrinti paskyrą“).</li>
        </ul>
        <p>
          Kitais atvejais parašykite mums el. paštu {email} – atsakysime ne vėliau kaip per vieną mėnesį. Jei manote, kad jūsų duomenys
          tvarkomi netinkamai, galite pateikti skundą JK Informacijos komisaro tarnybai (ICO){' '}
          <a href="https://ico.org.uk/make-a-complaint/" className={linkClass}>
            ico.org.uk
          </a>
          .
        </p>
      </Section>

      <Section title="Politikos pakeitimai">
        <p>
          Kiekviena politikos versija žymima jos įsigaliojimo data. Pakeitę politiką, čia paskelbsime naują versiją; kitą kartą teikdami
          narystės prašymą sutiksite su ja, o paskyroje matysite, su kuria versija ir kada sutikote.
        </p>
      </Section>

      <p className="mt-10 text-sm text-slate-600">
        Versija {PRIVACY_POLICY_VERSION}, galioja nuo {validFrom}. Klausimus apie privatumą siųskite el. paštu {email}.
      </p>
    </article>
  )
}
