// PostgREST's URL grammar, the subset supabase-js produces: select lists with aliases and casts,
// filters (each negatable with not.), nested or()/and(), order, limit/offset, columns and
// on_conflict. The rest of PostgREST's grammar (embedding, JSON paths, other operators) is
// refused as unparsable, naming what is unsupported, never answered with a different result;
// aggregates are refused as PostgREST refuses them while they are disabled.
import { parseError, rangeNotSatisfiable, restError } from './errors.mjs'

/** Query parameters that are not filters. */
export const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])

/** @typedef {'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'cs' | 'cd'} ValueOperator */
/** @typedef {'null' | 'not_null' | 'true' | 'false' | 'unknown'} IsValue */
/**
 * @typedef {{ type: 'filter', column: string, negate: boolean, op: ValueOperator, value: string }
 *   | { type: 'filter', column: string, negate: boolean, op: 'in', value: string[] }
 *   | { type: 'filter', column: string, negate: boolean, op: 'is', value: IsValue }} Filter
 * @typedef {{ type: 'and' | 'or', negate: boolean, children: Condition[] }} Logic
 * @typedef {Filter | Logic} Condition
 * @typedef {{ column: string, alias: string | null, cast: string | null }} SelectItem column '*': every column
 * @typedef {{ column: string, direction: 'asc' | 'desc', nulls: '' | 'nulls first' | 'nulls last' }} OrderTerm
 * @typedef {{
 *   select: SelectItem[] | null, filters: Condition[], order: OrderTerm[], limit: number | null,
 *   offset: number | null, columns: string[] | null, onConflict: string[] | null,
 * }} Query select null: every column
 */

/** @type {ReadonlySet<string>} */
const VALUE_OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'cs', 'cd'])
/** @type {ReadonlySet<string>} */
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown'])
// PostgREST operators this server does not implement; `fts(english)` and `eq(any)` forms too.
const UNSUPPORTED_OPERATOR = /^(ov|sl|sr|nxr|nxl|adj|match|imatch|isdistinct|(fts|plfts|phfts|wfts)(\(\w+\))?|(eq|gt|gte|lt|lte|like|ilike|match|imatch)\((any|all)\))$/
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
// `alias:column::type`, both parts optional; `::` is never an alias separator.
const SELECT_FIELD = /^(?:([A-Za-z_][A-Za-z0-9_]*):(?!:))?([A-Za-z_][A-Za-z0-9_]*)(?:::([A-Za-z_][A-Za-z0-9_]*))?$/
// `count()`, `alias:count()` or `column.sum()` (avg, count, max, min), each with optional casts.
const AGGREGATE = /^(?:[A-Za-z_]\w*:)?(?:count\(\)|[A-Za-z_]\w*(?:::\w+)?\.(?:sum|avg|count|max|min)\(\))(?:::\w+)?$/
const ORDER_TERM = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/

/** @param {string} message @param {string} what plural, e.g. "JSON paths" */
const unsupported = (message, what) => parseError(message, `${what} are not supported by this server`)

/**
 * Splits on commas outside parentheses, braces and double quotes (a backslash escapes the next
 * character inside quotes).
 * @param {string} text
 */
export function splitTopLevel(text) {
  /** @type {string[]} */
  const parts = []
  let depth = 0
  let quoted = false
  let escaped = false
  let current = ''
  for (const char of text) {
    if (escaped) escaped = false
    else if (quoted && char === '\\') escaped = true
    else if (char === '"') quoted = !quoted
    else if (!quoted && (char === '(' || char === '{')) depth++
    else if (!quoted && (char === ')' || char === '}')) depth--
    if (depth < 0) throw parseError('"failed to parse logic tree"', `unexpected "${char}" in ${text}`)
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current)
      current = ''
    } else current += char
  }
  if (depth !== 0 || quoted) throw parseError('"failed to parse logic tree"', `unbalanced parentheses or quotes in ${text}`)
  parts.push(current)
  return parts
}

/** `"a \"b\""` → `a "b"`; anything not double-quoted is returned as it is. @param {string} value */
export function unquote(value) {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value
}

/** @param {unknown} name @returns {string} */
export function checkIdentifier(name) {
  if (typeof name !== 'string' || !IDENTIFIER.test(name)) throw parseError(`"failed to parse identifier (${name})"`)
  return name
}

/**
 * A filtered column: a plain column name; embedded resources' columns and JSON paths are refused.
 * @param {string} key @param {string} message
 */
function filterColumn(key, message) {
  if (key.includes('->')) throw unsupported(message, 'JSON paths')
  if (key.includes('.')) throw unsupported(message, 'filters on embedded resources')
  return checkIdentifier(key)
}

/** @param {string} raw @param {string} message @returns {string[]} */
function listValue(raw, message) {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(message, 'expecting a list in parentheses: in.(a,b)')
  const inner = raw.slice(1, -1)
  return inner === '' ? [] : splitTopLevel(inner).map(unquote)
}

/**
 * `column=op.value` (or `not.op.value`) → a filter. As in PostgREST, a top-level value is taken
 * as written, and inside or()/and() a double-quoted value is unquoted.
 * @param {string} column @param {string} expression @param {{ inLogic?: boolean }} [options]
 * @returns {Filter}
 */
export function parseFilter(column, expression, { inLogic = false } = {}) {
  const message = `"failed to parse filter (${expression})"`
  const name = filterColumn(column, message)
  const negate = expression.startsWith('not.')
  const rest = negate ? expression.slice(4) : expression
  const dot = rest.indexOf('.')
  if (dot === -1) throw parseError(message, 'expecting an operator and a value: op.value')
  const op = rest.slice(0, dot)
  const raw = rest.slice(dot + 1)
  if (op === 'in') return { type: 'filter', column: name, negate, op, value: listValue(raw, message) }
  if (op === 'is') {
    const value = raw.toLowerCase()
    if (!isIsValue(value)) throw parseError(message, 'expecting null, not_null, true, false or unknown')
    return { type: 'filter', column: name, negate, op, value }
  }
  if (isValueOperator(op)) {
    const value = inLogic ? unquote(raw) : raw
    return { type: 'filter', column: name, negate, op, value: op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value }
  }
  if (UNSUPPORTED_OPERATOR.test(op)) throw parseError(message, `the operator ${op} is not supported by this server`)
  throw parseError(message, `unknown operator ${op}`)
}

/** @param {string} op @returns {op is ValueOperator} */
const isValueOperator = (op) => VALUE_OPERATORS.has(op)
/** @param {string} value @returns {value is IsValue} */
const isIsValue = (value) => IS_VALUES.has(value)

/**
 * `or=(a.eq.1,and(b.gt.2,c.is.null))` → a logic node.
 * @param {'and' | 'or'} kind @param {string} expression @param {boolean} [negate]
 * @returns {Logic}
 */
export function parseLogic(kind, expression, negate = false) {
  if (!expression.startsWith('(') || !expression.endsWith(')')) throw parseError('"failed to parse logic tree"', expression)
  const children = splitTopLevel(expression.slice(1, -1)).map((raw) => {
    const part = raw.trimStart()
    const nested = part.match(/^(not\.)?(or|and)(\(.*\))$/)
    if (nested) return parseLogic(nested[2] === 'or' ? 'or' : 'and', nested[3], Boolean(nested[1]))
    const dot = part.indexOf('.')
    if (dot === -1) throw parseError('"failed to parse logic tree"', part)
    return parseFilter(part.slice(0, dot), part.slice(dot + 1), { inLogic: true })
  })
  return { type: kind, negate, children }
}

/**
 * `a,alias:b,c::text,*` → select items; null for every column.
 * @param {string | null} text
 * @returns {SelectItem[] | null}
 */
export function parseSelect(text) {
  if (!text || text === '*') return null
  const message = `"failed to parse select parameter (${text})"`
  return splitTopLevel(text).map((raw) => {
    const item = raw.trim()
    if (item === '*') return { column: '*', alias: null, cast: null }
    // As PostgREST answers while aggregates are disabled, its default (and the platform's).
    if (AGGREGATE.test(item)) throw restError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
    if (item.startsWith('...')) throw unsupported(message, 'spread embedded resources')
    if (item.includes('(')) throw unsupported(message, 'embedded resources')
    if (item.includes('->')) throw unsupported(message, 'JSON paths')
    const field = item.match(SELECT_FIELD)
    if (!field) throw parseError(message, `unexpected "${item}"`)
    return { column: field[2], alias: field[1] ?? null, cast: field[3] ?? null }
  })
}

/**
 * `created_at.desc.nullslast,name` → order terms.
 * @param {string | null} text
 * @returns {OrderTerm[]}
 */
export function parseOrder(text) {
  if (!text) return []
  const message = `"failed to parse order (${text})"`
  return splitTopLevel(text).map((raw) => {
    const term = raw.trim()
    if (term.includes('(')) throw unsupported(message, 'orders on embedded resources')
    if (term.includes('->')) throw unsupported(message, 'JSON paths')
    const match = term.match(ORDER_TERM)
    if (!match) throw parseError(message, `expecting column[.asc|.desc][.nullsfirst|.nullslast], got "${term}"`)
    const nulls = match[3] === 'nullsfirst' ? 'nulls first' : match[3] === 'nullslast' ? 'nulls last' : ''
    return { column: match[1], direction: match[2] === 'desc' ? 'desc' : 'asc', nulls }
  })
}

/**
 * limit or offset. A negative limit is a valid number but an empty range: PostgREST's 416.
 * @param {URLSearchParams} searchParams @param {'limit' | 'offset'} name
 */
function rowCount(searchParams, name) {
  const value = searchParams.get(name)
  if (value === null) return null
  if (name === 'limit' && /^-\d+$/.test(value)) throw rangeNotSatisfiable('Limit should be greater than or equal to zero.')
  if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${name} parameter (${value})"`)
  return Number(value)
}

/** `a,"b"` → column names. @param {URLSearchParams} searchParams @param {string} name */
function columnList(searchParams, name) {
  const value = searchParams.get(name)
  return value === null ? null : splitTopLevel(value).map((column) => checkIdentifier(unquote(column.trim())))
}

/**
 * All of a table request's query parameters in one structure.
 * @param {URLSearchParams} searchParams
 * @returns {Query}
 */
export function parseQuery(searchParams) {
  /** @type {Condition[]} */
  const filters = []
  for (const [key, value] of searchParams) {
    if (RESERVED.has(key)) continue
    const logic = key.match(/^(not\.)?(or|and)$/)
    filters.push(logic ? parseLogic(logic[2] === 'or' ? 'or' : 'and', value, Boolean(logic[1])) : parseFilter(key, value))
  }
  return {
    select: parseSelect(searchParams.get('select')),
    filters,
    order: parseOrder(searchParams.get('order')),
    limit: rowCount(searchParams, 'limit'),
    offset: rowCount(searchParams, 'offset'),
    columns: columnList(searchParams, 'columns'),
    onConflict: columnList(searchParams, 'on_conflict'),
  }
}

/**
 * A write's query parameters. PostgREST's limited updates and deletes (limit, offset and order
 * on a write) are not implemented: refused rather than ignored, which would touch every match.
 * @param {URLSearchParams} searchParams
 * @returns {Query}
 */
export function parseWriteQuery(searchParams) {
  const query = parseQuery(searchParams)
  if (query.limit !== null || query.offset !== null || query.order.length) {
    const name = query.limit !== null ? 'limit' : query.offset !== null ? 'offset' : 'order'
    throw parseError(`"failed to parse ${name} parameter (${searchParams.get(name)})"`, 'limit, offset and order on writes are not supported by this server')
  }
  return query
}

/**
 * A function call's arguments from the query string: every parameter on GET and HEAD, none on
 * POST (they come in the body). Modifiers of the result (select, order, limit, offset, or/and,
 * and filters on POST) are not implemented: refused rather than ignored.
 * @param {URLSearchParams} searchParams @param {{ argsInQuery: boolean, ignored?: ReadonlySet<string> }} options
 *   ignored: parameters that are neither arguments nor filters
 * @returns {Record<string, string>}
 */
export function parseRpcQuery(searchParams, { argsInQuery, ignored = new Set() }) {
  /** @type {Record<string, string>} */
  const args = {}
  for (const [key, value] of searchParams) {
    if (ignored.has(key)) continue
    if (RESERVED.has(key) || /^(not\.)?(or|and)$/.test(key)) {
      throw parseError(`"failed to parse ${key} parameter (${value})"`, `${key} on function calls is not supported by this server`)
    }
    if (argsInQuery) {
      args[key] = value
      continue
    }
    parseFilter(key, value)
    throw parseError(`"failed to parse filter (${value})"`, 'filters on function results are not supported by this server')
  }
  return args
}

/**
 * Function argument names are identifiers, as PostgREST requires of them.
 * @param {string[]} names
 */
export function checkArgumentNames(names) {
  for (const name of names) {
    if (!IDENTIFIER.test(name)) throw parseError(`"failed to parse argument (${name})"`)
  }
}
