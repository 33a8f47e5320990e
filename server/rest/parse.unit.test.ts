// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkArgumentNames, parseQuery, parseRpcQuery, parseWriteQuery, splitTopLevel } from './parse.mjs'
import { refusalOf } from './testing/refusal'

/** One query parameter, passed as the client sends it (values are not URL-decoded again). */
const parsed = (key: string, value: string) => parseQuery(new URLSearchParams([[key, value]]))
const filterOf = (key: string, value: string) => parsed(key, value).filters[0]

describe('select', () => {
  it.each([
    ['*', null],
    ['', null],
    ['id', [{ column: 'id', alias: null, cast: null }]],
    ['id,name', [{ column: 'id', alias: null, cast: null }, { column: 'name', alias: null, cast: null }]],
    ['id, name', [{ column: 'id', alias: null, cast: null }, { column: 'name', alias: null, cast: null }]],
    ['label:name', [{ column: 'name', alias: 'label', cast: null }]],
    ['price::text', [{ column: 'price', alias: null, cast: 'text' }]],
    ['label:price::text', [{ column: 'price', alias: 'label', cast: 'text' }]],
    ['*,label:name', [{ column: '*', alias: null, cast: null }, { column: 'name', alias: 'label', cast: null }]],
  ])('select=%s', (select, expected) => {
    expect(parsed('select', select).select).toEqual(expected)
  })

  it.each([
    ['an embedding', '*,author:profiles(name)', 400, 'PGRST100', 'embedded resources are not supported by this server'],
    ['an inner-join embedding', '*,profiles!inner(name)', 400, 'PGRST100', 'embedded resources are not supported by this server'],
    ['a nested embedding', 'id,author:profiles(name,country:countries(code))', 400, 'PGRST100', 'embedded resources are not supported by this server'],
    ['a spread embedding', 'id,...profiles(name)', 400, 'PGRST100', 'spread embedded resources are not supported by this server'],
    ['a JSON path (->>)', 'data->>name', 400, 'PGRST100', 'JSON paths are not supported by this server'],
    ['a JSON path (->)', 'label:data->name', 400, 'PGRST100', 'JSON paths are not supported by this server'],
    ['count()', 'count()', 400, 'PGRST123', null],
    ['an aggregate', 'price.sum()', 400, 'PGRST123', null],
    ['an aliased, cast aggregate', 'total:price::int.avg()::text', 400, 'PGRST123', null],
    ['an injection in an identifier', 'name;drop table x', 400, 'PGRST100', 'unexpected "name;drop table x"'],
    ['two aliases', 'a:b:c', 400, 'PGRST100', 'unexpected "a:b:c"'],
    ['an empty item', 'id,', 400, 'PGRST100', 'unexpected ""'],
    ['a cast of two words', 'price::double precision', 400, 'PGRST100', 'unexpected "price::double precision"'],
  ])('refuses %s: select=%s → %i %s', (_, select, status, code, details) => {
    expect(refusalOf(() => parsed('select', select))).toMatchObject({ status, code, details })
  })
})

describe('filters', () => {
  it.each([
    ['name', 'eq.Vilnius', { op: 'eq', value: 'Vilnius' }],
    ['status', 'neq.rejected', { op: 'neq', value: 'rejected' }],
    ['price', 'gt.10', { op: 'gt', value: '10' }],
    ['price', 'gte.10', { op: 'gte', value: '10' }],
    ['price', 'lt.10.5', { op: 'lt', value: '10.5' }],
    ['starts_at', 'lte.2025-01-01T00:00:00+00:00', { op: 'lte', value: '2025-01-01T00:00:00+00:00' }],
    // A top-level value is taken as written, quotes and commas included, as PostgREST takes it.
    ['name', 'eq."quoted"', { op: 'eq', value: '"quoted"' }],
    ['name', 'eq.a,b', { op: 'eq', value: 'a,b' }],
    ['name', 'eq.', { op: 'eq', value: '' }],
    ['deleted_at', 'is.null', { op: 'is', value: 'null' }],
    ['deleted_at', 'is.NULL', { op: 'is', value: 'null' }],
    ['deleted_at', 'is.not_null', { op: 'is', value: 'not_null' }],
    ['is_active', 'is.true', { op: 'is', value: 'true' }],
    ['is_active', 'is.false', { op: 'is', value: 'false' }],
    ['is_active', 'is.unknown', { op: 'is', value: 'unknown' }],
    ['id', 'in.(1,2,3)', { op: 'in', value: ['1', '2', '3'] }],
    ['name', 'in.("a,b",c)', { op: 'in', value: ['a,b', 'c'] }],
    ['name', 'in.("say \\"hi\\"")', { op: 'in', value: ['say "hi"'] }],
    ['id', 'in.()', { op: 'in', value: [] }],
    ['name', 'like.*nas', { op: 'like', value: '%nas' }],
    ['name', 'ilike.*VIL*', { op: 'ilike', value: '%VIL%' }],
    ['tags', 'cs.{a,b}', { op: 'cs', value: '{a,b}' }],
    ['tags', 'cd.{a}', { op: 'cd', value: '{a}' }],
    ['data', 'cs.{"a":1}', { op: 'cs', value: '{"a":1}' }],
  ])('%s=%s', (column, expression, expected) => {
    expect(filterOf(column, expression)).toEqual({ type: 'filter', column, negate: false, ...expected })
  })

  it.each([
    ['status', 'not.eq.rejected', { op: 'eq', value: 'rejected' }],
    ['id', 'not.in.(1,2)', { op: 'in', value: ['1', '2'] }],
    ['deleted_at', 'not.is.null', { op: 'is', value: 'null' }],
  ])('%s=%s is negated', (column, expression, expected) => {
    expect(filterOf(column, expression)).toEqual({ type: 'filter', column, negate: true, ...expected })
  })

  it('keeps every filter, the same column twice included', () => {
    expect(parseQuery(new URLSearchParams('price=gt.1&price=lt.5&select=id')).filters).toEqual([
      { type: 'filter', column: 'price', negate: false, op: 'gt', value: '1' },
      { type: 'filter', column: 'price', negate: false, op: 'lt', value: '5' },
    ])
  })

  it.each([
    ['an unknown operator', 'name', 'zzz.1', 'unknown operator zzz'],
    ['no operator', 'name', 'Vilnius', 'expecting an operator and a value: op.value'],
    ['an operator without a value', 'name', 'eq', 'expecting an operator and a value: op.value'],
    ['ov (overlaps)', 'tags', 'ov.{a,b}', 'the operator ov is not supported by this server'],
    ['fts', 'body', 'fts.word', 'the operator fts is not supported by this server'],
    ['plfts with a language', 'body', 'plfts(english).a b', 'the operator plfts(english) is not supported by this server'],
    ['phfts', 'body', 'phfts.a b', 'the operator phfts is not supported by this server'],
    ['wfts', 'body', 'wfts.a or b', 'the operator wfts is not supported by this server'],
    ['match', 'name', 'match.^A', 'the operator match is not supported by this server'],
    ['imatch', 'name', 'imatch.^a', 'the operator imatch is not supported by this server'],
    ['isdistinct', 'status', 'isdistinct.approved', 'the operator isdistinct is not supported by this server'],
    ['sl (range strictly left)', 'during', 'sl.[1,2)', 'the operator sl is not supported by this server'],
    ['adj (range adjacent)', 'during', 'adj.[1,2)', 'the operator adj is not supported by this server'],
    ['the any quantifier', 'name', 'eq(any).{a,b}', 'the operator eq(any) is not supported by this server'],
    ['the all quantifier', 'name', 'like(all).{a*,*b}', 'the operator like(all) is not supported by this server'],
    ['is with another value', 'deleted_at', 'is.maybe', 'expecting null, not_null, true, false or unknown'],
    ['in without parentheses', 'id', 'in.1,2', 'expecting a list in parentheses: in.(a,b)'],
    ['a JSON path', 'data->>name', 'eq.x', 'JSON paths are not supported by this server'],
    ['a column of an embedded resource', 'author.name', 'eq.x', 'filters on embedded resources are not supported by this server'],
    ['a limit on an embedded resource', 'author.limit', '1', 'filters on embedded resources are not supported by this server'],
    ['an order on an embedded resource', 'author.order', 'name', 'filters on embedded resources are not supported by this server'],
  ])('refuses %s (%s=%s) with 400 PGRST100', (_, column, expression, details) => {
    expect(refusalOf(() => filterOf(column, expression))).toMatchObject({ status: 400, code: 'PGRST100', message: `"failed to parse filter (${expression})"`, details })
  })

  it('refuses a column that is no identifier', () => {
    expect(refusalOf(() => filterOf('na me', 'eq.x'))).toMatchObject({ status: 400, code: 'PGRST100', message: '"failed to parse identifier (na me)"' })
  })
})

describe('or/and/not logic trees', () => {
  const eq = (column: string, value: string, negate = false) => ({ type: 'filter', column, negate, op: 'eq', value })

  it.each([
    ['or', '(name.eq.a,name.eq.b)', { type: 'or', negate: false, children: [eq('name', 'a'), eq('name', 'b')] }],
    ['and', '(id.gt.1,id.lt.5)', { type: 'and', negate: false, children: [{ ...eq('id', '1'), op: 'gt' }, { ...eq('id', '5'), op: 'lt' }] }],
    ['not.or', '(a.eq.1,b.eq.2)', { type: 'or', negate: true, children: [eq('a', '1'), eq('b', '2')] }],
    ['not.and', '(a.eq.1,b.not.eq.2)', { type: 'and', negate: true, children: [eq('a', '1'), eq('b', '2', true)] }],
    ['or', '(a.eq.1, b.eq.2)', { type: 'or', negate: false, children: [eq('a', '1'), eq('b', '2')] }],
    // The app's keyset paging: quoted timestamps (with commas' and pluses' safety) in a nested and().
    [
      'or',
      '(created_at.lt."2025-01-01 10:00:00+00",and(created_at.eq."2025-01-01 10:00:00+00",id.lt.5))',
      {
        type: 'or',
        negate: false,
        children: [
          { ...eq('created_at', '2025-01-01 10:00:00+00'), op: 'lt' },
          { type: 'and', negate: false, children: [eq('created_at', '2025-01-01 10:00:00+00'), { ...eq('id', '5'), op: 'lt' }] },
        ],
      },
    ],
    [
      'or',
      '(name.ilike."*a,b*",tags.cs.{x,y},id.in.(1,2),deleted_at.is.null,not.and(a.eq.1,b.eq.2))',
      {
        type: 'or',
        negate: false,
        children: [
          { type: 'filter', column: 'name', negate: false, op: 'ilike', value: '%a,b%' },
          { type: 'filter', column: 'tags', negate: false, op: 'cs', value: '{x,y}' },
          { type: 'filter', column: 'id', negate: false, op: 'in', value: ['1', '2'] },
          { type: 'filter', column: 'deleted_at', negate: false, op: 'is', value: 'null' },
          { type: 'and', negate: true, children: [eq('a', '1'), eq('b', '2')] },
        ],
      },
    ],
  ])('%s=%s', (key, value, expected) => {
    expect(filterOf(key, value)).toEqual(expected)
  })

  it.each([
    ['unbalanced parentheses', 'or', '(name.eq.a'],
    ['no parentheses', 'or', 'name.eq.a'],
    ['a closing parenthesis too many', 'and', '(a.eq.1))'],
    ['a member without operator', 'or', '(nameeqa)'],
    ['an empty tree', 'or', '()'],
    ['an unbalanced quote', 'or', '(name.eq."a,b.eq.c)'],
    ['an unknown operator inside', 'or', '(name.zz.a)'],
    ['full-text search inside', 'or', '(body.fts.word,id.eq.1)'],
  ])('refuses %s: %s=%s with 400 PGRST100', (_, key, value) => {
    expect(refusalOf(() => filterOf(key, value))).toMatchObject({ status: 400, code: 'PGRST100' })
  })
})

describe('order', () => {
  it.each([
    ['name', [{ column: 'name', direction: 'asc', nulls: '' }]],
    ['name.desc', [{ column: 'name', direction: 'desc', nulls: '' }]],
    ['name.asc.nullsfirst', [{ column: 'name', direction: 'asc', nulls: 'nulls first' }]],
    ['created_at.desc.nullslast', [{ column: 'created_at', direction: 'desc', nulls: 'nulls last' }]],
    ['name.nullslast', [{ column: 'name', direction: 'asc', nulls: 'nulls last' }]],
    ['starts_at.desc,id', [{ column: 'starts_at', direction: 'desc', nulls: '' }, { column: 'id', direction: 'asc', nulls: '' }]],
    ['starts_at.desc, id.asc', [{ column: 'starts_at', direction: 'desc', nulls: '' }, { column: 'id', direction: 'asc', nulls: '' }]],
  ])('order=%s', (order, expected) => {
    expect(parsed('order', order).order).toEqual(expected)
  })

  it.each([
    ['an unknown modifier', 'name.up', 'expecting column[.asc|.desc][.nullsfirst|.nullslast], got "name.up"'],
    ['two directions', 'name.desc.asc', 'expecting column[.asc|.desc][.nullsfirst|.nullslast], got "name.desc.asc"'],
    ['nulls before the direction', 'name.nullslast.desc', 'expecting column[.asc|.desc][.nullsfirst|.nullslast], got "name.nullslast.desc"'],
    ['an injection', 'name;drop table x', 'expecting column[.asc|.desc][.nullsfirst|.nullslast], got "name;drop table x"'],
    ['an embedded resource', 'author(name).desc', 'orders on embedded resources are not supported by this server'],
    ['a JSON path', 'data->>rank.desc', 'JSON paths are not supported by this server'],
  ])('refuses %s: order=%s with 400 PGRST100', (_, order, details) => {
    expect(refusalOf(() => parsed('order', order))).toMatchObject({ status: 400, code: 'PGRST100', message: `"failed to parse order (${order})"`, details })
  })
})

describe('limit, offset, columns and on_conflict', () => {
  it.each([
    ['limit=10', { limit: 10, offset: null }],
    ['offset=20', { limit: null, offset: 20 }],
    ['limit=0&offset=5', { limit: 0, offset: 5 }],
  ])('%s', (search, expected) => {
    expect(parseQuery(new URLSearchParams(search))).toMatchObject(expected)
  })

  it.each([
    ['limit=abc', 400, 'PGRST100'],
    ['limit=1.5', 400, 'PGRST100'],
    ['offset=-1', 400, 'PGRST100'],
    // PostgREST reads a negative limit as an empty range.
    ['limit=-1', 416, 'PGRST103'],
  ])('refuses %s with %i %s', (search, status, code) => {
    expect(refusalOf(() => parseQuery(new URLSearchParams(search)))).toMatchObject({ status, code })
  })

  it.each([
    // supabase-js quotes the columns of a bulk insert.
    ['columns', '"name","town"', { columns: ['name', 'town'] }],
    ['columns', 'name, town', { columns: ['name', 'town'] }],
    ['on_conflict', 'slug', { onConflict: ['slug'] }],
    ['on_conflict', 'entry_id,user_id', { onConflict: ['entry_id', 'user_id'] }],
  ])('%s=%s', (key, value, expected) => {
    expect(parsed(key, value)).toMatchObject(expected)
  })

  it('refuses a column list with something else than names', () => {
    expect(refusalOf(() => parsed('on_conflict', 'a;b'))).toMatchObject({ status: 400, code: 'PGRST100' })
  })

  it('reads a whole supabase-js query string', () => {
    const search = 'select=id,name&status=eq.approved&or=(town.eq.London,town.is.null)&order=name.asc&limit=10&offset=20'
    expect(parseQuery(new URLSearchParams(search))).toEqual({
      select: [
        { column: 'id', alias: null, cast: null },
        { column: 'name', alias: null, cast: null },
      ],
      filters: [
        { type: 'filter', column: 'status', negate: false, op: 'eq', value: 'approved' },
        {
          type: 'or',
          negate: false,
          children: [
            { type: 'filter', column: 'town', negate: false, op: 'eq', value: 'London' },
            { type: 'filter', column: 'town', negate: false, op: 'is', value: 'null' },
          ],
        },
      ],
      order: [{ column: 'name', direction: 'asc', nulls: '' }],
      limit: 10,
      offset: 20,
      columns: null,
      onConflict: null,
    })
  })
})

describe('writes', () => {
  it('takes filters, select, columns and on_conflict', () => {
    expect(parseWriteQuery(new URLSearchParams('id=eq.1&select=id&on_conflict=id'))).toMatchObject({
      filters: [{ column: 'id', op: 'eq', value: '1' }],
      select: [{ column: 'id' }],
      onConflict: ['id'],
    })
  })

  // PostgREST's limited update/delete is not implemented: refused, never applied to every match.
  it.each(['limit=1', 'offset=1', 'order=id'])('refuses %s on a write with 400 PGRST100', (search) => {
    expect(refusalOf(() => parseWriteQuery(new URLSearchParams(search)))).toMatchObject({
      status: 400,
      code: 'PGRST100',
      details: 'limit, offset and order on writes are not supported by this server',
    })
  })
})

describe('function calls', () => {
  it.each([
    ['GET: every parameter is an argument', 'site=https%3A%2F%2Fexample.org&apikey=key', true, { site: 'https://example.org', apikey: 'key' }],
    ['GET: a value that looks like a filter is still an argument', 'status=eq.x', true, { status: 'eq.x' }],
    ['GET without parameters', '', true, {}],
    ['POST: the gateway key is no argument', 'apikey=key', false, {}],
  ])('%s', (_, search, argsInQuery, expected) => {
    expect(parseRpcQuery(new URLSearchParams(search), { argsInQuery, ignored: argsInQuery ? undefined : new Set(['apikey']) })).toEqual(expected)
  })

  it.each([
    ['select on GET', 'select=id', true, 'select on function calls is not supported by this server'],
    ['order on GET', 'order=id', true, 'order on function calls is not supported by this server'],
    ['limit on POST', 'limit=1', false, 'limit on function calls is not supported by this server'],
    ['or on GET', 'or=(a.eq.1)', true, 'or on function calls is not supported by this server'],
    ['a filter on POST', 'id=eq.1', false, 'filters on function results are not supported by this server'],
    ['an unparsable filter on POST', 'id=zz', false, 'expecting an operator and a value: op.value'],
  ])('refuses %s with 400 PGRST100', (_, search, argsInQuery, details) => {
    expect(refusalOf(() => parseRpcQuery(new URLSearchParams(search), { argsInQuery }))).toMatchObject({ status: 400, code: 'PGRST100', details })
  })

  it('takes identifiers as argument names, and refuses anything else', () => {
    expect(() => checkArgumentNames(['confirm_email', 'site'])).not.toThrow()
    expect(refusalOf(() => checkArgumentNames(['ok', 'drop table']))).toMatchObject({ status: 400, code: 'PGRST100', message: '"failed to parse argument (drop table)"' })
  })
})

describe('splitTopLevel', () => {
  it.each([
    ['a,b', ['a', 'b']],
    ['a,in.(1,2),b', ['a', 'in.(1,2)', 'b']],
    ['"x,y",z', ['"x,y"', 'z']],
    ['"say \\"a,b\\"",c', ['"say \\"a,b\\""', 'c']],
    ['cs.{1,2},d', ['cs.{1,2}', 'd']],
  ])('%s', (text, parts) => {
    expect(splitTopLevel(text)).toEqual(parts)
  })
})
