// Builds parameterised SQL for a parsed PostgREST request. Identifiers are checked by the
// parser and always quoted; every value travels as a parameter.
import { MAX_ROWS } from './range.mjs'

/** @typedef {import('./parse.mjs').Condition} Condition */
/** @typedef {import('./parse.mjs').SelectItem} SelectItem */
/** @typedef {import('./parse.mjs').Query} Query */
/** @typedef {import('./schema-cache.mjs').FunctionInfo} FunctionInfo */
/** @typedef {{ sql: string, params: unknown[] }} Statement */
/** @typedef {{ body: string, n: number }} WrappedRow what a table statement answers: rows as JSON text, and how many */
/** @typedef {Record<string, unknown>} Row */

/** @param {string} name */
const q = (name) => `"${name}"`
/** @param {string} name */
const col = (name) => `"_t".${q(name)}`
const COMPARE = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
// `is` takes keywords, not values: each one maps to fixed SQL.
const IS = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }

/**
 * @param {Condition} node @param {unknown[]} params
 * @returns {string}
 */
function condition(node, params) {
  if (node.type !== 'filter') {
    const inner = node.children.map((child) => condition(child, params))
    const joined = inner.length ? `(${inner.join(` ${node.type} `)})` : node.type === 'and' ? 'true' : 'false'
    return node.negate ? `not ${joined}` : joined
  }
  /** @param {unknown} value */
  const add = (value) => {
    params.push(value)
    return `$${params.length}`
  }
  let sql
  switch (node.op) {
    case 'is':
      sql = `${col(node.column)} is ${IS[node.value]}`
      break
    case 'in':
      sql = `${col(node.column)}::text = any(${add(node.value)}::text[])`
      break
    case 'like':
    case 'ilike':
      sql = `${col(node.column)}::text ${node.op} ${add(node.value)}`
      break
    case 'cs':
    case 'cd':
      sql = `${col(node.column)} ${node.op === 'cs' ? '@>' : '<@'} ${add(node.value)}`
      break
    default:
      sql = `${col(node.column)} ${COMPARE[node.op]} ${add(node.value)}`
  }
  return node.negate ? `not (${sql})` : sql
}

/** @param {Condition[]} filters @param {unknown[]} params */
export function whereClause(filters, params) {
  return filters.length ? `where ${filters.map((f) => condition(f, params)).join(' and ')}` : ''
}

/**
 * A cast column keeps its name unless aliased, as in PostgREST.
 * @param {SelectItem[] | null} select
 */
export function selectList(select) {
  if (!select) return '"_t".*'
  return select
    .map(({ column, alias, cast }) => {
      if (column === '*') return '"_t".*'
      const name = alias ?? (cast ? column : null)
      return `${col(column)}${cast ? `::${cast}` : ''}${name ? ` as ${q(name)}` : ''}`
    })
    .join(', ')
}

/** @param {string} inner */
const wrap = (inner) => `with r as (${inner}) select coalesce(json_agg(r), '[]')::text as body, count(*)::int as n from r`

/**
 * @param {string} table
 * @param {Pick<Query, 'select' | 'filters' | 'order' | 'limit' | 'offset'>} query
 * @returns {Statement & { count: Statement }} count: the number of every match, as `total`
 */
export function buildSelect(table, query) {
  /** @type {unknown[]} */
  const params = []
  const where = whereClause(query.filters, params)
  const from = `from public.${q(table)} as "_t" ${where}`
  const count = { sql: `select count(*)::int as total ${from}`, params: [...params] }
  const order = query.order.length
    ? `order by ${query.order.map((o) => `${col(o.column)} ${o.direction} ${o.nulls}`.trim()).join(', ')}`
    : ''
  const limit = query.limit !== null ? `limit $${params.push(query.limit)}` : ''
  const offset = query.offset !== null ? `offset $${params.push(query.offset)}` : ''
  return { sql: wrap(`select ${selectList(query.select)} ${from} ${order} ${limit} ${offset}`), params, count }
}

/** @param {boolean} representation @param {SelectItem[] | null} select */
function returning(representation, select) {
  return representation ? `returning ${selectList(select)}` : 'returning 1 as "_"'
}

/**
 * @param {string} table
 * @param {{ rows: Row[], columns: string[], conflict: null | { target: string[], ignore: boolean } }} write
 * @param {boolean} representation @param {SelectItem[] | null} select
 * @returns {Statement}
 */
export function buildInsert(table, { rows, columns, conflict }, representation, select) {
  const list = columns.map(q).join(', ')
  let onConflict = ''
  if (conflict) {
    // As PostgREST: every payload column is set again, the conflict columns too, so an upsert
    // needs UPDATE rights on all of them.
    onConflict =
      conflict.ignore || columns.length === 0
        ? `on conflict (${conflict.target.map(q).join(', ')}) do nothing`
        : `on conflict (${conflict.target.map(q).join(', ')}) do update set ${columns.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ')}`
  }
  const source = columns.length
    ? `(${list}) select ${list} from json_populate_recordset(null::public.${q(table)}, $1::json)`
    : 'default values'
  return {
    sql: wrap(`insert into public.${q(table)} as "_t" ${source} ${onConflict} ${returning(representation, select)}`),
    params: columns.length ? [JSON.stringify(rows)] : [],
  }
}

/**
 * @param {string} table @param {Row} patch @param {Condition[]} filters
 * @param {boolean} representation @param {SelectItem[] | null} select
 * @returns {Statement}
 */
export function buildUpdate(table, patch, filters, representation, select) {
  /** @type {unknown[]} */
  const params = [JSON.stringify(patch)]
  const sets = Object.keys(patch).map((c) => `${q(c)} = "_b".${q(c)}`)
  const where = whereClause(filters, params)
  return {
    sql: wrap(
      `update public.${q(table)} as "_t" set ${sets.join(', ')} from (select * from json_populate_record(null::public.${q(table)}, $1::json)) as "_b" ${where} ${returning(representation, select)}`,
    ),
    params,
  }
}

/**
 * @param {string} table @param {Condition[]} filters
 * @param {boolean} representation @param {SelectItem[] | null} select
 * @returns {Statement}
 */
export function buildDelete(table, filters, representation, select) {
  /** @type {unknown[]} */
  const params = []
  const where = whereClause(filters, params)
  return { sql: wrap(`delete from public.${q(table)} as "_t" ${where} ${returning(representation, select)}`), params }
}

// The regtype name of the domain PostgREST reads as the "any" media type (star slash star).
export const ANY_MEDIA_TYPE = '"*/*"'

/**
 * A function call with named arguments. `kind` says how to answer: no body (void), the bytes the
 * function chose (media), or JSON text in `body`.
 * @param {string} fn @param {Record<string, unknown>} args @param {Pick<FunctionInfo, 'returns' | 'returnsSet'>} info
 * @returns {Statement & { kind: 'void' | 'media' | 'json' }}
 */
export function buildRpc(fn, args, info) {
  const names = Object.keys(args)
  const params = names.map((name) => {
    const value = args[name]
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value
  })
  const call = `public.${q(fn)}(${names.map((name, i) => `${q(name)} := $${i + 1}`).join(', ')})`
  if (info.returns === 'void') return { sql: `select ${call}`, params, kind: 'void' }
  // PostgREST's "any" media type handler: the function's bytes are the body, its
  // response.headers (set inside the call) say what they are.
  if (info.returns === ANY_MEDIA_TYPE) {
    return { sql: `select ${call} as body, current_setting('response.headers', true) as headers`, params, kind: 'media' }
  }
  // A set is capped at max_rows, as PostgREST caps it.
  if (info.returnsSet) return { sql: `select coalesce(json_agg(capped.f), '[]')::text as body from (select f from ${call} as f limit ${MAX_ROWS}) as capped`, params, kind: 'json' }
  return { sql: `select to_json(${call})::text as body`, params, kind: 'json' }
}
