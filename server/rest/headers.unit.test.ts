// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkProfile, negotiate } from './negotiate.mjs'
import { checkMaxAffected, parsePrefer } from './prefer.mjs'
import { cappedRows, MAX_ROWS, requestedRows } from './range.mjs'
import { refusalOf } from './testing/refusal'
import { MAX_ROWS as APP_PAGE_ROWS } from '../../src/lib/public-rest'

const none = { return: null, count: null, resolution: null, missing: null, handling: null, timezone: null, maxAffected: null }

describe('Prefer', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['return=representation', { return: 'representation' }],
    ['return=minimal', { return: 'minimal' }],
    ['return=headers-only', { return: 'headers-only' }],
    ['count=exact', { count: 'exact' }],
    ['count=planned', { count: 'planned' }],
    ['count=estimated', { count: 'estimated' }],
    ['resolution=merge-duplicates', { resolution: 'merge-duplicates' }],
    ['resolution=ignore-duplicates', { resolution: 'ignore-duplicates' }],
    ['missing=default', { missing: 'default' }],
    ['missing=null', { missing: 'null' }],
    ['timezone=Europe/Vilnius', { timezone: 'Europe/Vilnius' }],
    ['handling=strict, max-affected=5', { handling: 'strict', maxAffected: 5 }],
    // What supabase-js sends for an upsert that returns its rows with a count.
    [
      'resolution=merge-duplicates,missing=default,return=representation,count=exact',
      { resolution: 'merge-duplicates', missing: 'default', return: 'representation', count: 'exact' },
    ],
    // As PostgREST: the first valid value of a kind wins, over one header or several.
    ['return=minimal, return=representation', { return: 'minimal' }],
    [['count=exact', 'return=representation'], { count: 'exact', return: 'representation' }],
    // Unknown or invalid preferences are ignored (handling=lenient, the default).
    ['count=bogus, foo=bar, tx=rollback', {}],
  ])('%j', (header, expected) => {
    expect(parsePrefer(header)).toEqual({ ...none, ...expected })
  })

  it('refuses invalid preferences with handling=strict: 400 PGRST122', () => {
    expect(refusalOf(() => parsePrefer('handling=strict, foo=bar, count=bogus, return=minimal'))).toMatchObject({
      status: 400,
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo=bar, count=bogus',
    })
  })

  it.each([
    ['handling=strict, max-affected=1', 2, { status: 400, code: 'PGRST124', details: 'The query affects 2 rows' }],
    ['handling=strict, max-affected=2', 2, null],
    // Without handling=strict, PostgREST ignores max-affected.
    ['max-affected=1', 5, null],
  ])('max-affected: %s with %i rows affected', (header, affected, refusal) => {
    const check = () => checkMaxAffected(parsePrefer(header), affected)
    if (refusal) expect(refusalOf(check)).toMatchObject(refusal)
    else expect(check).not.toThrow()
  })
})

describe('Range header', () => {
  const all = { offset: null, limit: null }

  it.each([
    ['no header', all, undefined, all],
    ['0-9', all, '0-9', { offset: null, limit: 10 }],
    ['10-19', all, '10-19', { offset: 10, limit: 10 }],
    ['an open end', all, '10-', { offset: 10, limit: null }],
    ['another unit (ignored, as PostgREST ignores it)', all, 'items=0-9', all],
    ['garbage (ignored)', all, 'abc', all],
    ['the query limit within the header', { offset: null, limit: 5 }, '0-9', { offset: null, limit: 5 }],
    ['the header within offset and limit', { offset: 5, limit: 10 }, '0-9', { offset: 5, limit: 5 }],
    ['limit=0 reads nothing whatever the header', { offset: null, limit: 0 }, '0-9', { offset: null, limit: 0 }],
  ])('%s', (_, query, header, expected) => {
    expect(requestedRows(query, header)).toEqual(expected)
  })

  it.each([
    ['a first row after the last', all, '9-0', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'],
    ['no row in common with offset', { offset: 20, limit: null }, '0-9', 'Limit should be greater than or equal to zero.'],
  ])('refuses %s with 416 PGRST103', (_, query, header, details) => {
    expect(refusalOf(() => requestedRows(query, header))).toMatchObject({ status: 416, code: 'PGRST103', message: 'Requested range not satisfiable', details })
  })
})

describe('max_rows', () => {
  it('is supabase/config.toml’s, as a hosted project sets it, and the page the app reads long lists in', () => {
    expect(MAX_ROWS).toBe(1000)
    expect(APP_PAGE_ROWS).toBe(MAX_ROWS)
  })

  it.each([
    ['no limit: max_rows', { offset: null, limit: null }, { offset: null, limit: 1000 }],
    ['a larger limit: max_rows', { offset: 2000, limit: 5000 }, { offset: 2000, limit: 1000 }],
    ['a smaller limit: unchanged', { offset: null, limit: 24 }, { offset: null, limit: 24 }],
  ])('%s', (_, rows, expected) => {
    expect(cappedRows(rows)).toEqual(expected)
  })
})

describe('Accept', () => {
  it.each([
    [undefined, 'array'],
    ['*/*', 'array'],
    ['application/json', 'array'],
    ['application/json; charset=utf-8', 'array'],
    ['application/vnd.pgrst.array+json', 'array'],
    ['text/html,application/xhtml+xml,*/*;q=0.8', 'array'],
    // single() and maybeSingle() on writes
    ['application/vnd.pgrst.object+json', 'object'],
    ['application/vnd.pgrst.object', 'object'],
    ['application/json, application/vnd.pgrst.object+json', 'object'],
  ])('%s → %s', (accept, media) => {
    expect(negotiate(accept)).toBe(media)
  })

  it.each([
    ['text/csv', 'text/csv'],
    ['application/geo+json', 'application/geo+json'],
    ['application/vnd.pgrst.plan+json', 'application/vnd.pgrst.plan+json'],
    ['application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.object+json'],
    ['text/csv, text/plain', 'text/csv, text/plain'],
  ])('refuses %s with 406 PGRST107', (accept, listed) => {
    expect(refusalOf(() => negotiate(accept))).toMatchObject({ status: 406, code: 'PGRST107', message: `None of these media types are available: ${listed}` })
  })
})

describe('Accept-Profile and Content-Profile', () => {
  it.each([
    ['GET', {}],
    ['GET', { 'accept-profile': 'public' }],
    ['POST', { 'content-profile': 'public' }],
    // Each method reads its own header, as PostgREST does.
    ['POST', { 'accept-profile': 'storage' }],
    ['HEAD', { 'content-profile': 'storage' }],
  ])('%s with %j: the public schema', (method, headers) => {
    expect(() => checkProfile(method, headers)).not.toThrow()
  })

  it.each([
    ['GET', { 'accept-profile': 'auth' }, 'auth'],
    ['HEAD', { 'accept-profile': 'private' }, 'private'],
    ['POST', { 'content-profile': 'storage' }, 'storage'],
    ['PATCH', { 'content-profile': 'auth' }, 'auth'],
    ['DELETE', { 'content-profile': 'graphql_public' }, 'graphql_public'],
  ])('refuses %s with %j: 406 PGRST106', (method, headers, schema) => {
    expect(refusalOf(() => checkProfile(method, headers))).toMatchObject({
      status: 406,
      code: 'PGRST106',
      message: `Invalid schema: ${schema}`,
      hint: 'Only the following schemas are exposed: public',
    })
  })
})
