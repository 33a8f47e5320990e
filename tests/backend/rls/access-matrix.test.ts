/**
 * The access matrix of every public table: each persona × select/insert/update/delete, against
 * the expectations written as data in matrix.ts, through supabase-js as the app calls it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { serviceClient } from '../helpers'
import { matrix, personaOrder, type Operation, type Outcome } from './matrix'
import { personas, type Persona, type Personas } from './personas'
import { cleanUp, seedCell, tableSubjects, type Fixture, type TableSubject } from './subjects'

type Row = Record<string, unknown>
let p: Personas
beforeAll(async () => {
  p = await personas()
})

const sorted = (ids: string[]) => [...ids].sort()

function expectedIds(outcome: Outcome, fixture: Fixture, who: Persona): string[] {
  if (outcome === 'allowed') return fixture.ids
  if (outcome === 'own') return fixture.ids.filter((id) => fixture.owners[id] === who.id)
  if (outcome === 'active') return fixture.active
  return []
}

/** `affected`: the fixture rows the caller saw, changed or removed, as checked afterwards. */
function expectOutcome(outcome: Outcome, fixture: Fixture, who: Persona, result: { error: { code?: string } | null; count?: number | null }, affected: string[]) {
  if (outcome === 'refused') {
    expect(result.error?.code).toBe('42501')
    expect(affected).toEqual([])
    return
  }
  expect(result.error).toBeNull()
  const expected = sorted(expectedIds(outcome, fixture, who))
  // A cell that should reach some rows must have some to reach, or it would prove nothing.
  if (outcome !== 'none') expect(expected.length).toBeGreaterThan(0)
  expect(sorted(affected)).toEqual(expected)
  if (result.count !== undefined) expect(result.count ?? 0).toBe(expected.length)
}

async function runCell(subject: TableSubject, operation: Operation, who: Persona, outcome: Outcome) {
  const marker = `matrica-${subject.table}-${operation}-${who.name.replace(/\s/g, '')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const tag = `${marker}-naujas`
  const fixture = await seedCell(subject, p, marker)
  const service = serviceClient()
  const table = who.client.from(subject.table)
  const keyColumn = subject.key ?? 'id'
  const key = keyColumn as never
  const readBack = async () => ((await service.from(subject.table).select('*').in(key, fixture.ids as never)).data ?? []) as Row[]
  try {
    if (operation === 'select') {
      const result = await table.select(keyColumn).in(key, fixture.ids as never)
      expectOutcome(outcome, fixture, who, { error: result.error }, ((result.data ?? []) as unknown as Row[]).map((row) => String(row[keyColumn])))
    } else if (operation === 'insert') {
      const result = await table.insert(subject.newRow(who, p, tag) as never)
      if (!subject.tagColumn) {
        // Nothing to look the row up by: such a table is one no role may insert into.
        expect(outcome).toBe('refused')
        expect(result.error?.code).toBe('42501')
        return
      }
      const created = await service.from(subject.table).select('*').eq(subject.tagColumn as never, tag as never)
      if (outcome === 'allowed') {
        expect(result.error).toBeNull()
        expect(created.data).toHaveLength(1)
      } else {
        expect(outcome).toBe('refused')
        expect(result.error?.code).toBe('42501')
        expect(created.data).toEqual([])
      }
    } else if (operation === 'update') {
      const result = await table.update(subject.patch(marker) as never, { count: 'exact' }).in(key, fixture.ids as never)
      const changed = (await readBack()).filter((row) => subject.isPatched(row, marker)).map((row) => String(row[keyColumn]))
      expectOutcome(outcome, fixture, who, result, changed)
    } else {
      const result = await table.delete({ count: 'exact' }).in(key, fixture.ids as never)
      const left = new Set((await readBack()).map((row) => String(row[keyColumn])))
      expectOutcome(outcome, fixture, who, result, fixture.ids.filter((id) => !left.has(id)))
    }
  } finally {
    await cleanUp(subject, fixture, marker, tag)
  }
}

describe('access matrix', () => {
  for (const subject of tableSubjects) {
    describe(subject.table, () => {
      for (const operation of ['select', 'insert', 'update', 'delete'] as const) {
        for (const name of personaOrder) {
          const outcome = matrix[subject.table as keyof typeof matrix][operation][name]
          it(`${operation} as ${name}: ${outcome}`, () => runCell(subject, operation, p[name], outcome))
        }
      }
    })
  }

  it('covers every public table', () => {
    const covered = new Set(tableSubjects.map((subject) => subject.table))
    expect([...covered].sort()).toEqual(Object.keys(matrix).filter((subject) => !subject.includes(' ')).sort())
  })
})
