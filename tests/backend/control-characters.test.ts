/**
 * People's text carries no control characters: the database refuses them (a single-line field
 * takes none, a multi-line one line feeds, CRLF and tabs), and the calendar the database writes
 * keeps every event on its own content lines even for a row stored before that rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/open-database.mjs'
import { databaseUrl, engine, newUser, type Client } from './helpers'

const inDays = (days: number, hour = 18) => {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}
const proposal = (title: string, description = 'Bandomasis renginys bendruomenei.') => ({
  title,
  description,
  category: 'Kultūra',
  starts_at: inDays(40),
  ends_at: inDays(40, 21),
  town: 'Londonas',
  region: 'Anglija',
})
const refusal = { code: 'PT422', message: 'Tekste yra nematomų valdymo ženklų: ištrinkite juos ir bandykite dar kartą.' }

/** U+0001–U+001F and DEL; U+0000 PostgreSQL cannot store in text at all. */
const controls = [...Array.from({ length: 0x1f }, (_, index) => index + 1), 0x7f].map((code) => String.fromCharCode(code))
const hex = (character: string) => `0x${character.charCodeAt(0).toString(16).padStart(2, '0')}`

let member: Client

beforeAll(async () => {
  member = (await newUser('valdymo-zenklai')).client
})

describe('control characters', () => {
  it.each(controls.map((character) => [hex(character), character]))('%s is refused in a single-line field', async (_, character) => {
    const { data, error } = await member.from('events').insert(proposal(`Ctl${character}title`)).select('id')
    expect(data).toBeNull()
    expect(error).toMatchObject(refusal)
  })

  it('U+0000 is refused too', async () => {
    const { error } = await member.from('classifieds').insert({ title: 'Nulis\u0000', body: 'Skelbimas bandymui su nuliu.', category: 'Parduoda', price: 1, town: 'Lidsas', contact: 'portal' })
    expect(error).not.toBeNull()
  })

  it('a multi-line field takes line feeds, CRLF and tabs, and nothing else of them', async () => {
    const lines = 'Pirma eilutė\nAntra\r\nTrečia\tsu tabuliacija'
    const accepted = await member.from('events').insert(proposal('Kelių eilučių aprašymas', lines)).select('id').single()
    expect(accepted.error).toBeNull()
    const bareCr = await member.from('events').insert(proposal('Vakaronė', 'Vakaronė\rATTENDEE:mailto:evil@example.test'))
    expect(bareCr.error).toMatchObject(refusal)
    const vertical = await member.from('classifieds').insert({ title: 'Skelbimas', body: 'Tekstas\u000bsu ženklu', category: 'Parduoda', price: 1, town: 'Lidsas', contact: 'portal' })
    expect(vertical.error).toMatchObject(refusal)
  })
})

describe('events_calendar() of a row stored before the rule', () => {
  // The suite's PostgreSQL 15 cluster, or on PGlite (whose database lives in the setup process) a fresh one from the same SQL.
  let db: Awaited<ReturnType<typeof openDatabase>>
  beforeAll(async () => {
    db = engine === 'postgres15' ? await openDatabase({ databaseUrl }) : await openDatabase({ dataDir: null })
  })
  afterAll(() => db.close())

  it.each(controls.map((character) => [hex(character), character]))('with %s writes valid content lines', async (_, character) => {
    {
      const slug = `senas-${character.charCodeAt(0)}-${Date.now()}`
      let ics = ''
      await db
        .transaction(async (tx) => {
          // As a row written before the trigger: triggers off for this transaction only, rolled back.
          await tx.query("set local session_replication_role = 'replica'")
          const title = `Vakaronė${character}ATTENDEE:mailto:evil@example.test`
          await tx.query(
            `insert into public.events (slug, title, description, category, starts_at, ends_at, town, region, status)
             values ($1, $2, $2, 'Kultūra', now() + interval '40 days', now() + interval '40 days 3 hours', $2, 'Anglija', 'approved')`,
            [slug, title],
          )
          const { rows } = await tx.query<{ ics: string }>("select convert_from(public.events_calendar(), 'UTF8') as ics")
          ics = rows[0].ics
          throw new Error('rollback')
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'rollback') throw error
        })
      const lines = ics.replace(/\r\n /g, '').split('\r\n')
      expect(lines.pop()).toBe('')
      // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
      for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001F\u007F]/)
      expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([])
      const expected = character === '\t' ? ' ' : ['\n', '\r'].includes(character) ? '\\n' : ''
      expect(lines).toContain(`SUMMARY:Vakaronė${expected}ATTENDEE:mailto:evil@example.test`)
    }
  })
})
