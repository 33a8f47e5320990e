// What PostgREST keeps in its schema cache: public tables with their columns and primary keys,
// and public functions with their input arguments and return types.

/** @typedef {{ columns: Set<string>, primaryKey: string[] }} TableInfo */
/**
 * @typedef {{ returns: string, returnsSet: boolean, args: string[], required: number }} FunctionInfo
 *   returns: the return type's regtype name; args: the input arguments' names, in order;
 *   required: how many of the first args have no default
 * @typedef {{ tables: Map<string, TableInfo>, functions: Map<string, FunctionInfo[]> }} SchemaCache
 *   functions: the overloads of each name
 */

/**
 * @param {Pick<import('../db/types.mjs').Queryable, 'query'>} db
 * @returns {Promise<SchemaCache>}
 */
export async function loadSchemaCache(db) {
  /** @type {import('../db/types.mjs').QueryResult<{ table_name: string, column_name: string }>} */
  const { rows: columns } = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
    order by c.relname, a.attnum`)
  /** @type {import('../db/types.mjs').QueryResult<{ table_name: string, column_name: string }>} */
  const { rows: keys } = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and i.indisprimary`)
  /** @type {import('../db/types.mjs').QueryResult<{ name: string, returns: string, returns_set: boolean, args: string[], required: number | string }>} */
  const { rows: functions } = await db.query(`
    select p.proname as name, p.prorettype::regtype::text as returns, p.proretset as returns_set,
           coalesce(
             (select array_agg(arg.name order by arg.position)
              from unnest(p.proargnames, p.proargmodes) with ordinality as arg(name, mode, position)
              where coalesce(arg.mode, 'i') in ('i', 'b', 'v')),
             '{}') as args,
           p.pronargs - p.pronargdefaults as required
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'`)

  /** @type {Map<string, TableInfo>} */
  const tables = new Map()
  for (const { table_name, column_name } of columns) {
    const table = tables.get(table_name) ?? { columns: new Set(), primaryKey: [] }
    table.columns.add(column_name)
    tables.set(table_name, table)
  }
  for (const { table_name, column_name } of keys) tables.get(table_name)?.primaryKey.push(column_name)
  /** @type {Map<string, FunctionInfo[]>} */
  const byName = new Map()
  for (const f of functions) {
    const overloads = byName.get(f.name) ?? []
    overloads.push({ returns: f.returns, returnsSet: f.returns_set, args: f.args, required: Number(f.required) })
    byName.set(f.name, overloads)
  }
  return { tables, functions: byName }
}
