import { cleanText } from '@/lib/validation'
import { z } from '@/lib/zod'
import type { FactChange } from './mutations'
import type { StoredFact } from './queries'

const day = /^\d{4}-\d{2}-\d{2}$/

/** The fact form's rules, as the database's checks have them, in Lithuanian. */
export const factFormSchema = (kind: StoredFact['kind']) =>
  z.object({
    label: cleanText(z.string().min(1, 'Įrašykite pavadinimą').max(200, 'Pavadinimas per ilgas: ne daugiau kaip 200 simbolių')),
    value: cleanText(z.string().min(1, 'Įrašykite reikšmę').max(200, 'Reikšmė per ilga: ne daugiau kaip 200 simbolių')).refine(
      (value) => kind !== 'phone' || /^[0-9][0-9 ]{1,19}$/.test(value),
      'Telefono numerį rašykite skaitmenimis, pvz. 0300 200 3300',
    ),
    appliesFrom: z.string().refine((value) => (kind === 'amount' ? day.test(value) : value === '' || day.test(value)), 'Nurodykite datą, nuo kurios dydis galioja'),
    sourceUrl: cleanText(z.string().regex(/^https:\/\/[^\s<>"]+$/, 'Šaltinio adresas turi prasidėti https://').max(500, 'Adresas per ilgas')),
    checkedOn: z.string().regex(day, 'Nurodykite patikrinimo datą'),
  })

export type FactFormValues = z.input<ReturnType<typeof factFormSchema>>

export const factFormValues = (fact: StoredFact): FactFormValues => ({
  label: fact.label,
  value: fact.value,
  appliesFrom: fact.applies_from ?? '',
  sourceUrl: fact.source_url,
  checkedOn: fact.checked_on,
})

export const factChange = (values: z.output<ReturnType<typeof factFormSchema>>): FactChange => ({
  label: values.label,
  value: values.value,
  applies_from: values.appliesFrom || null,
  source_url: values.sourceUrl,
  checked_on: values.checkedOn,
})
