// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseQuery } from './parse.mjs'
import { ANY_MEDIA_TYPE, buildDelete, buildInsert, buildRpc, buildSelect, buildUpdate, selectList, whereClause } from './sql.mjs'

/** SQL text with its layout spaces folded, as the assertions below write it. */
const flat = (sql: string) => sql.replace(/\s+/g, ' ').replace(/ \)/g, ')').trim()
const query = (search: string) => parseQuery(new URLSearchParams(search))
const wrapped = (inner: string) => `with r as (${inner}) select coalesce(json_agg(r), '[]')::text as body, count(*)::int as n from r`

describe('filters → where clause with bound parameters', () => {
  it.each([
    ['name=eq.Vilnius', 'where "_t"."name" = $1', ['Vilnius']],
    ['status=neq.rejected', 'where "_t"."status" <> $1', ['rejected']],
    ['price=gt.10', 'where "_t"."price" > $1', ['10']],
    ['price=gte.10', 'where "_t"."price" >= $1', ['10']],
    ['price=lt.10', 'where "_t"."price" < $1', ['10']],
    ['price=lte.10', 'where "_t"."price" <= $1', ['10']],
    ['deleted_at=is.null', 'where "_t"."deleted_at" is null', []],
    ['deleted_at=is.not_null', 'where "_t"."deleted_at" is not null', []],
    ['is_active=is.true', 'where "_t"."is_active" is true', []],
    ['is_active=not.is.false', 'where not ("_t"."is_active" is false)', []],
    ['id=in.(1,2)', 'where "_t"."id"::text = any($1::text[])', [['1', '2']]],
    ['id=in.()', 'where "_t"."id"::text = any($1::text[])', [[]]],
    ['name=like.*nas', 'where "_t"."name"::text like $1', ['%nas']],
    ['name=ilike.*vil*', 'where "_t"."name"::text ilike $1', ['%vil%']],
    ['tags=cs.{a,b}', 'where "_t"."tags" @> $1', ['{a,b}']],
    ['tags=cd.{a}', 'where "_t"."tags" <@ $1', ['{a}']],
    ['status=not.eq.rejected', 'where not ("_t"."status" = $1)', ['rejected']],
    ['a=eq.1&b=eq.2', 'where "_t"."a" = $1 and "_t"."b" = $2', ['1', '2']],
    ['or=(a.eq.1,b.is.null)', 'where ("_t"."a" = $1 or "_t"."b" is null)', ['1']],
    ['not.or=(a.eq.1,b.eq.2)', 'where not ("_t"."a" = $1 or "_t"."b" = $2)', ['1', '2']],
    [
      'or=(created_at.lt.2025-01-01,and(created_at.eq.2025-01-01,id.lt.5))&status=eq.approved',
      'where ("_t"."created_at" < $1 or ("_t"."created_at" = $2 and "_t"."id" < $3)) and "_t"."status" = $4',
      ['2025-01-01', '2025-01-01', '5', 'approved'],
    ],
    // A value is never spliced into the SQL text, whatever it holds.
    ["name=eq.'; drop table events; --", 'where "_t"."name" = $1', ["'; drop table events; --"]],
    ['', '', []],
  ])('%s', (search, where, params) => {
    const bound: unknown[] = []
    expect(whereClause(query(search).filters, bound)).toBe(where)
    expect(bound).toEqual(params)
  })
})

describe('select → column list', () => {
  it.each([
    ['*', '"_t".*'],
    ['id,name', '"_t"."id", "_t"."name"'],
    ['label:name', '"_t"."name" as "label"'],
    // A cast column keeps its name unless aliased, as in PostgREST.
    ['price::text', '"_t"."price"::text as "price"'],
    ['label:price::text', '"_t"."price"::text as "label"'],
    ['*,label:name', '"_t".*, "_t"."name" as "label"'],
  ])('select=%s', (select, list) => {
    expect(selectList(query(`select=${select}`).select)).toBe(list)
  })
})

describe('buildSelect', () => {
  it.each([
    [
      'every row',
      '',
      wrapped('select "_t".* from public."events" as "_t"'),
      [],
      'select count(*)::int as total from public."events" as "_t"',
      [],
    ],
    [
      'columns, filters, order and a page (limit and offset bound too)',
      'select=id,name&status=eq.approved&order=starts_at.desc.nullslast,id&limit=10&offset=20',
      wrapped('select "_t"."id", "_t"."name" from public."events" as "_t" where "_t"."status" = $1 order by "_t"."starts_at" desc nulls last, "_t"."id" asc limit $2 offset $3'),
      ['approved', 10, 20],
      'select count(*)::int as total from public."events" as "_t" where "_t"."status" = $1',
      ['approved'],
    ],
    [
      'nulls first',
      'order=name.asc.nullsfirst&limit=1',
      wrapped('select "_t".* from public."events" as "_t" order by "_t"."name" asc nulls first limit $1'),
      [1],
      'select count(*)::int as total from public."events" as "_t"',
      [],
    ],
  ])('%s', (_, search, sql, params, countSql, countParams) => {
    const statement = buildSelect('events', query(search))
    expect(flat(statement.sql)).toBe(sql)
    expect(statement.params).toEqual(params)
    // The count has the filters' parameters only.
    expect(flat(statement.count.sql)).toBe(countSql)
    expect(statement.count.params).toEqual(countParams)
  })
})

describe('buildInsert', () => {
  const source = '("name", "town") select "name", "town" from json_populate_recordset(null::public."contacts", $1::json)'
  const rows = [{ name: 'Ona', town: 'London' }]

  it.each([
    ['return=minimal', null, false, null, `insert into public."contacts" as "_t" ${source} returning 1 as "_"`],
    ['return=representation', null, true, null, `insert into public."contacts" as "_t" ${source} returning "_t".*`],
    ['representation with select=id', null, true, 'id', `insert into public."contacts" as "_t" ${source} returning "_t"."id"`],
    [
      'resolution=merge-duplicates',
      { target: ['name'], ignore: false },
      false,
      null,
      `insert into public."contacts" as "_t" ${source} on conflict ("name") do update set "name" = excluded."name", "town" = excluded."town" returning 1 as "_"`,
    ],
    [
      'resolution=ignore-duplicates with on_conflict of two columns',
      { target: ['name', 'town'], ignore: true },
      false,
      null,
      `insert into public."contacts" as "_t" ${source} on conflict ("name", "town") do nothing returning 1 as "_"`,
    ],
  ])('%s', (_, conflict, representation, select, inner) => {
    const statement = buildInsert('contacts', { rows, columns: ['name', 'town'], conflict }, representation, query(select ? `select=${select}` : '').select)
    expect(flat(statement.sql)).toBe(wrapped(inner))
    // The rows travel as one JSON parameter.
    expect(statement.params).toEqual([JSON.stringify(rows)])
  })

  it('inserts defaults for an empty object, with no parameter', () => {
    const statement = buildInsert('contacts', { rows: [{}], columns: [], conflict: null }, false, null)
    expect(flat(statement.sql)).toBe(wrapped('insert into public."contacts" as "_t" default values returning 1 as "_"'))
    expect(statement.params).toEqual([])
  })
})

describe('buildUpdate and buildDelete', () => {
  it('updates from a JSON parameter, filters numbered after it', () => {
    const statement = buildUpdate('events', { status: 'approved', note: null }, query('id=eq.5').filters, true, query('select=id,status').select)
    expect(flat(statement.sql)).toBe(
      wrapped(
        'update public."events" as "_t" set "status" = "_b"."status", "note" = "_b"."note" from (select * from json_populate_record(null::public."events", $1::json)) as "_b" where "_t"."id" = $2 returning "_t"."id", "_t"."status"',
      ),
    )
    expect(statement.params).toEqual(['{"status":"approved","note":null}', '5'])
  })

  it.each([
    ['id=eq.5', false, 'delete from public."events" as "_t" where "_t"."id" = $1 returning 1 as "_"', ['5']],
    ['status=in.(rejected,expired)', true, 'delete from public."events" as "_t" where "_t"."status"::text = any($1::text[]) returning "_t".*', [['rejected', 'expired']]],
  ])('deletes %s', (search, representation, inner, params) => {
    const statement = buildDelete('events', query(search).filters, representation, null)
    expect(flat(statement.sql)).toBe(wrapped(inner))
    expect(statement.params).toEqual(params)
  })
})

describe('buildRpc', () => {
  const scalar = { returns: 'text', returnsSet: false }

  it.each([
    [
      'GET arguments from the query string',
      { site: 'https://example.org', apikey: 'key' },
      scalar,
      'select to_json(public."events_calendar"("site" := $1, "apikey" := $2))::text as body',
      ['https://example.org', 'key'],
      'json',
    ],
    [
      'POST arguments from a JSON body: objects and arrays as JSON text; a set capped at max_rows',
      { confirm_email: 'a@example.org', n: 3, tags: ['a'], meta: { a: 1 }, none: null },
      { returns: 'record', returnsSet: true },
      'select coalesce(json_agg(capped.f), \'[]\')::text as body from (select f from public."events_calendar"("confirm_email" := $1, "n" := $2, "tags" := $3, "meta" := $4, "none" := $5) as f limit 1000) as capped',
      ['a@example.org', 3, '["a"]', '{"a":1}', null],
      'json',
    ],
    ['no arguments, no result', {}, { returns: 'void', returnsSet: false }, 'select public."events_calendar"()', [], 'void'],
    [
      'the "any" media type handler',
      { site: 'x' },
      { returns: ANY_MEDIA_TYPE, returnsSet: false },
      'select public."events_calendar"("site" := $1) as body, current_setting(\'response.headers\', true) as headers',
      ['x'],
      'media',
    ],
  ])('%s', (_, args, info, sql, params, kind) => {
    expect(buildRpc('events_calendar', args, info)).toEqual({ sql, params, kind })
  })
})
