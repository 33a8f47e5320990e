// npm run db:types: migrates a fresh in-memory database and writes
// src/lib/supabase/database.types.ts in the shape `supabase gen types typescript` produces.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { openPglite } from '../db/pglite.mjs'
import { applySchema } from '../db/schema-files.mjs'

const target = fileURLToPath(new URL('../../src/lib/supabase/database.types.ts', import.meta.url))

/**
 * The rows the catalog queries below select.
 * @typedef {{
 *   table_name: string, relkind: string, name: string, type: string, nullable: boolean,
 *   has_default: boolean, generated: boolean, identity: boolean,
 * }} ColumnRow
 * @typedef {{ name: string, table_name: string, referenced: string, referenced_schema: string, cols: string[], ref_cols: string[] }} RelationRow
 * @typedef {{ name: string, returns: string, returns_set: boolean, arg_names: string[], arg_types: string[], arg_modes: string[], defaults: number }} FunctionRow
 * @typedef {{ kind: string, columns: ColumnRow[] }} TableShape
 * @typedef {'Row' | 'Insert' | 'Update'} Mode
 */

/** @param {string} declared */
const scalar = (declared) => {
  // format_type names precision and length ('numeric(8,2)', 'character varying(80)'): the TS type ignores them.
  const type = declared.replace(/\(.*\)$/, '')
  if (/^(uuid|text|character varying|character|citext|inet|date|time.*|interval|bytea)$/.test(type)) return 'string'
  if (/^(smallint|integer|bigint|numeric|real|double precision)$/.test(type)) return 'number'
  if (type === 'boolean') return 'boolean'
  if (type === 'json' || type === 'jsonb') return 'Json'
  if (type === 'void') return 'undefined'
  return 'unknown'
}
/** @param {string} type */
const tsType = (type) => (type.endsWith('[]') ? `${scalar(type.slice(0, -2))}[]` : scalar(type))

const db = await openPglite()
await applySchema(db, { seed: false })

/** @type {{ rows: ColumnRow[] }} */
const { rows: columns } = await db.query(`
  select c.relname as table_name, c.relkind, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
         not a.attnotnull as nullable, a.atthasdef as has_default, a.attgenerated <> '' as generated,
         a.attidentity <> '' as identity
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'p')
  order by c.relname, a.attname`)
/** @type {{ rows: RelationRow[] }} */
const { rows: relations } = await db.query(`
  select con.conname as name, c.relname as table_name, ref.relname as referenced, rn.nspname as referenced_schema,
         array(select attname from pg_attribute where attrelid = con.conrelid and attnum = any(con.conkey)) as cols,
         array(select attname from pg_attribute where attrelid = con.confrelid and attnum = any(con.confkey)) as ref_cols
  from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
  join pg_class ref on ref.oid = con.confrelid join pg_namespace rn on rn.oid = ref.relnamespace
  where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
  order by con.conname`)
/** @type {{ rows: FunctionRow[] }} */
const { rows: functions } = await db.query(`
  select p.proname as name, format_type(p.prorettype, null) as returns, p.proretset as returns_set,
         coalesce(p.proargnames, '{}') as arg_names,
         -- Every argument's type and mode: a function returning a table lists its columns as 't' arguments.
         array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
         coalesce(p.proargmodes::text[], '{}') as arg_modes,
         p.pronargdefaults::int as defaults
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
  order by p.proname`)
await db.close()

/** @type {Map<string, TableShape>} */
const byTable = new Map()
for (const column of columns) {
  const table = byTable.get(column.table_name) ?? { kind: column.relkind, columns: [] }
  table.columns.push(column)
  byTable.set(column.table_name, table)
}

/** @param {number} level */
const indent = (level) => '  '.repeat(level)
/** @param {ColumnRow} c @param {Mode} mode */
const field = (c, mode) => {
  const type = `${tsType(c.type)}${c.nullable ? ' | null' : ''}`
  if (mode === 'Row') return `${c.name}: ${type}`
  if (c.generated) return `${c.name}?: never`
  const optional = mode === 'Update' || c.nullable || c.has_default || c.identity
  return `${c.name}${optional ? '?' : ''}: ${type}`
}

/** @param {string} name @param {TableShape} table */
function tableBlock(name, table) {
  /** @type {Mode[]} */
  const modes = table.kind === 'v' ? ['Row'] : ['Row', 'Insert', 'Update']
  const lines = [`${indent(3)}${name}: {`]
  for (const mode of modes) {
    lines.push(`${indent(4)}${mode}: {`, ...table.columns.map((c) => `${indent(5)}${field(c, mode)}`), `${indent(4)}}`)
  }
  const rels = relations.filter((r) => r.table_name === name)
  lines.push(`${indent(4)}Relationships: [`)
  for (const r of rels) {
    lines.push(
      `${indent(5)}{`,
      `${indent(6)}foreignKeyName: "${r.name}"`,
      `${indent(6)}columns: [${r.cols.map((c) => `"${c}"`).join(', ')}]`,
      `${indent(6)}isOneToOne: false`,
      `${indent(6)}referencedRelation: "${r.referenced}"`,
      `${indent(6)}referencedColumns: [${r.ref_cols.map((c) => `"${c}"`).join(', ')}]`,
      `${indent(5)}},`,
    )
  }
  lines.push(`${indent(4)}]`, `${indent(3)}}`)
  return lines.join('\n')
}

/** @param {FunctionRow} fn */
function functionBlock(fn) {
  const all = fn.arg_names.map((name, i) => ({ name, type: tsType(fn.arg_types[i] ?? 'unknown'), mode: fn.arg_modes[i] ?? 'i' }))
  const inputs = all.filter((arg) => arg.mode === 'i' || arg.mode === 'b')
  const columns = all.filter((arg) => arg.mode === 't')
  // The last `defaults` inputs have defaults: a call may leave them out.
  const optionalFrom = inputs.length - fn.defaults
  const args = inputs.length ? `{ ${inputs.map(({ name, type }, i) => `${name}${i >= optionalFrom ? '?' : ''}: ${type}`).join('; ')} }` : 'never'
  const row = columns.length ? `{ ${columns.map(({ name, type }) => `${name}: ${type}`).join('; ')} }` : tsType(fn.returns)
  const returns = fn.returns_set ? `${row}[]` : row
  return `${indent(3)}${fn.name}: { Args: ${args}; Returns: ${returns} }`
}

const tables = [...byTable].filter(([, t]) => t.kind !== 'v')
const views = [...byTable].filter(([, t]) => t.kind === 'v')
/** @param {string[]} entries */
const section = (entries) => (entries.length ? `{\n${entries.join('\n')}\n${indent(2)}}` : '{\n      [_ in never]: never\n    }')

const output = `// Generated by server/cli/gen-types.mjs (npm run db:types) from supabase/migrations.
// The shape of \`supabase gen types typescript\`; do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${section(tables.map(([name, t]) => tableBlock(name, t)))}
    Views: ${section(views.map(([name, t]) => tableBlock(name, t)))}
    Functions: ${section(functions.map(functionBlock))}
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DefaultSchema = Database['public']

export type Tables<T extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])> = (DefaultSchema['Tables'] &
  DefaultSchema['Views'])[T] extends { Row: infer R }
  ? R
  : never

export type TablesInsert<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T] extends { Insert: infer I }
  ? I
  : never

export type TablesUpdate<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T] extends { Update: infer U }
  ? U
  : never

export type Enums<T extends keyof DefaultSchema['Enums']> = DefaultSchema['Enums'][T]
`
writeFileSync(target, output)
console.log(`Wrote ${target}: ${tables.length} tables, ${functions.length} functions`)
