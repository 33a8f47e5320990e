// PostgREST's URL grammar, the subset supabase-js produces: select lists, filters with not.,
// nested or()/and(), order, limit/offset, columns and on_conflict.
import { restError } from './errors.mjs'

export const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])
const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'cs', 'cd'])

const bad = (message, details = null) => restError(400, 'PGRST100', message, details)

/** Splits on commas outside parentheses and double quotes. */
export function splitTopLevel(text) {
  const parts = []
  let depth = 0
  let quoted = false
  let current = ''
  for (const char of text) {
    if (char === '"') quoted = !quoted
    if (!quoted && char === '(') depth++
    if (!quoted && char === ')') depth--
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current)
      current = ''
    } else current += char
    if (depth < 0) throw bad('"failed to parse logic tree"', `unexpected ")" in ${text}`)
  }
  if (depth !== 0 || quoted) throw bad('"failed to parse logic tree"', `unbalanced parentheses or quotes in ${text}`)
  parts.push(current)
  return parts
}

function unquote(value) {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\"/g, '"') : value
}

/** `col=op.value` → a filter node. */
export function parseFilter(column, expression) {
  let negate = false
  let rest = expression
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const op = dot === -1 ? rest : rest.slice(0, dot)
  if (!OPERATORS.has(op)) throw bad(`"failed to parse filter (${expression})"`, `unknown operator ${op}`)
  const raw = dot === -1 ? '' : rest.slice(dot + 1)
  let value = raw
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw bad(`"failed to parse filter (${expression})"`)
    value = raw.slice(1, -1) === '' ? [] : splitTopLevel(raw.slice(1, -1)).map(unquote)
  } else if (op === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) throw bad(`"failed to parse filter (${expression})"`)
    value = raw.toLowerCase()
  } else if (op === 'like' || op === 'ilike') {
    value = raw.replace(/\*/g, '%')
  } else if (op === 'cs' || op === 'cd') {
    value = raw
  } else {
    value = unquote(raw)
  }
  return { type: 'filter', column: checkIdentifier(column), op, negate, value }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` → a logic node. */
export function parseLogic(kind, expression, negate = false) {
  if (!expression.startsWith('(') || !expression.endsWith(')')) throw bad('"failed to parse logic tree"', expression)
  const children = splitTopLevel(expression.slice(1, -1)).map((part) => {
    const nested = part.match(/^(not\.)?(or|and)(\(.*\))$/)
    if (nested) return parseLogic(nested[2], nested[3], Boolean(nested[1]))
    const dot = part.indexOf('.')
    if (dot === -1) throw bad('"failed to parse logic tree"', part)
    return parseFilter(part.slice(0, dot), part.slice(dot + 1))
  })
  return { type: kind, negate, children }
}

export function checkIdentifier(name) {
  if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw bad(`"failed to parse identifier (${name})"`)
  return name
}

/** `a,alias:b,*` → [{ column, alias }]; embedded resources are not supported. */
export function parseSelect(text) {
  if (!text || text === '*') return null
  return splitTopLevel(text).map((item) => {
    if (item === '*') return { column: '*', alias: null }
    if (item.includes('(')) throw bad('"failed to parse select parameter"', 'embedded resources are not supported by this server')
    const [left, right] = item.includes(':') ? item.split(':') : [null, item]
    const column = right.replace(/::\w+$/, '')
    return { column: checkIdentifier(column), alias: left ? checkIdentifier(left) : null }
  })
}

/** `created_at.desc.nullslast,name` → order terms. */
export function parseOrder(text) {
  if (!text) return []
  return splitTopLevel(text).map((term) => {
    const [column, ...modifiers] = term.split('.')
    const direction = modifiers.includes('desc') ? 'desc' : 'asc'
    const nulls = modifiers.includes('nullsfirst') ? 'nulls first' : modifiers.includes('nullslast') ? 'nulls last' : ''
    return { column: checkIdentifier(column), direction, nulls }
  })
}

/** All of a request's query parameters in one structure. */
export function parseQuery(searchParams) {
  const filters = []
  for (const [key, value] of searchParams) {
    if (RESERVED.has(key)) continue
    const logic = key.match(/^(not\.)?(or|and)$/)
    filters.push(logic ? parseLogic(logic[2], value, Boolean(logic[1])) : parseFilter(key, value))
  }
  const number = (name) => {
    const value = searchParams.get(name)
    if (value === null) return null
    if (!/^\d+$/.test(value)) throw bad(`"failed to parse ${name} parameter (${value})"`)
    return Number(value)
  }
  const list = (name) => {
    const value = searchParams.get(name)
    return value === null ? null : splitTopLevel(value).map((c) => checkIdentifier(unquote(c.trim())))
  }
  return {
    select: parseSelect(searchParams.get('select')),
    filters,
    order: parseOrder(searchParams.get('order')),
    limit: number('limit'),
    offset: number('offset'),
    columns: list('columns'),
    onConflict: list('on_conflict'),
  }
}

/** `Prefer: return=representation, count=exact, resolution=merge-duplicates, missing=default` */
export function parsePrefer(header = '') {
  const prefer = {}
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=')
    if (key) prefer[key] = value
  }
  return prefer
}
