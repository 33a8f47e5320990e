import { describe, expect, it } from 'vitest'
import { articleFormSchema, emptyArticle, fromLocalInput, scheduledInstant, toLocalInput, type ArticleFormValues } from './article-form-schema'
import { bodyProblem } from './body-rules'

const picture = '/storage/v1/object/public/article-images/0f1e2d3c-0000-4000-8000-000000000000/sale.jpg'

const valid: ArticleFormValues = {
  ...emptyArticle,
  title: '  Vasario 16-oji Mančesteryje ',
  lead: 'Bendruomenė kviečia švęsti kartu su šeimomis.',
  category: 'Bendruomenė',
  body: `### Programa\n\n**Koncertas** ir *vaišės*. [Registracija](https://example.org/vasario-16).\n\n![Salė](${picture})`,
}

const messagesOf = (values: ArticleFormValues) => {
  const result = articleFormSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the article form', () => {
  it('takes a valid article, trimmed, its body as typed', () => {
    const parsed = articleFormSchema.parse(valid)
    expect(parsed.title).toBe('Vasario 16-oji Mančesteryje')
    expect(parsed.body).toBe(valid.body)
  })

  it('refuses what the database refuses, in its words', () => {
    expect(
      messagesOf({ ...valid, title: 'Ab', lead: 'Trumpa', category: '' as ArticleFormValues['category'], slug: 'Su Tarpais', coverPath: 'u/cover.png', coverAlt: ' ' }),
    ).toEqual({
      title: 'Pavadinimas turi būti nuo 3 iki 160 ženklų.',
      lead: 'Įžanga turi būti nuo 10 iki 400 ženklų.',
      category: 'Pasirinkite kategoriją: Bendruomenė, Švietimas, Kultūra, Verslas, Teisė arba Kelionės.',
      slug: 'Straipsnio adresas gali turėti tik mažąsias raides a–z, skaitmenis ir brūkšnelius (iki 90 ženklų).',
      coverAlt: 'Aprašykite viršelio paveikslėlį: ką jame matyti (alternatyvusis tekstas).',
    })
    expect(messagesOf({ ...valid, title: 'x'.repeat(161), coverAlt: 'y'.repeat(201) })).toEqual({
      title: 'Pavadinimas turi būti nuo 3 iki 160 ženklų.',
      coverAlt: 'Viršelio aprašymas turi būti ne ilgesnis kaip 200 ženklų.',
    })
    expect(messagesOf({ ...valid, title: '<b>Antraštė</b>' })).toEqual({ title: 'Pavadinime negali būti HTML žymių: rašykite paprastą tekstą.' })
  })
})

describe('an article body', () => {
  it('takes the Markdown of the editor and the portal’s own pictures', () => {
    expect(bodyProblem(valid.body)).toBeNull()
    expect(bodyProblem('Laiškas: <mailto:info@example.org> ir <https://example.org>; 3 < 5.')).toBeNull()
  })

  it('refuses raw HTML, foreign pictures and links of other schemes, as the database does', () => {
    const html = 'Straipsnyje negali būti HTML žymių: tekstą formatuokite Markdown ženklais. Pavyzdžiui, **paryškintas**, *pasviręs*, [nuoroda](https://…); po ženklo „<“ palikite tarpą.'
    expect(bodyProblem('Tekstas <script>alert(1)</script>')).toBe(html)
    expect(bodyProblem('Tekstas <script\n>alert(1)')).toBe(html)
    expect(bodyProblem('<!-- komentaras -->')).toBe(html)
    expect(bodyProblem('![Svetimas](https://example.org/a.png)')).toBe(
      'Paveikslėliai straipsnyje gali būti tik iš portalo saugyklos. Įkelkite paveikslėlį per straipsnio redaktorių.',
    )
    expect(bodyProblem('[Spausk](javascript:alert(1))')).toBe('Nuoroda turi prasidėti https://, http:// arba mailto: Patikrinkite nuorodą „javascript:alert(1“.')
    expect(bodyProblem('[a]: data:text/html,x')).toMatch(/^Nuoroda turi prasidėti/)
    expect(bodyProblem('<vbscript:msgbox>')).toMatch(/^Nuoroda turi prasidėti/)
  })

  it('is neither empty nor over 50,000 characters', () => {
    expect(bodyProblem('  \n ')).toBe('Straipsnio tekstas negali būti tuščias.')
    expect(bodyProblem('a'.repeat(200_000))).toBe('Straipsnio tekstas per ilgas: ne daugiau kaip 50 000 ženklų. Dabar jame 200000 ženklų.')
    expect(bodyProblem('ą'.repeat(50_000))).toBeNull()
  })
})

describe('the publication time', () => {
  it('is read and shown in UK time, summer and winter', () => {
    expect(fromLocalInput('2099-07-01T18:30')).toBe('2099-07-01T17:30:00.000Z')
    expect(fromLocalInput('2099-12-01T18:30')).toBe('2099-12-01T18:30:00.000Z')
    expect(toLocalInput('2099-07-01T17:30:00.000Z')).toBe('2099-07-01T18:30')
    expect(toLocalInput(null)).toBe('')
  })

  it('must be ahead to schedule', () => {
    const now = new Date('2099-07-01T17:00:00Z')
    expect(scheduledInstant('2099-07-01T18:30', now)).toEqual({ instant: '2099-07-01T17:30:00.000Z' })
    expect(scheduledInstant('2099-07-01T17:59', now)).toEqual({ problem: 'Šis laikas jau praėjo: pasirinkite būsimą datą ir laiką.' })
    expect(scheduledInstant('', now)).toEqual({ problem: 'Nurodykite, kada paskelbti suplanuotą straipsnį.' })
  })
})
