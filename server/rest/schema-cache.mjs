// What PostgREST keeps in its schema cache: public tables with their columns and primary keys,
// and public functions with their return types.
export async function loadSchemaCache(db) {
  const { rows: columns } = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
    order by c.relname, a.attnum`)
  const { rows: keys } = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and i.indisprimary`)
  const { rows: functions } = await db.query(`
    select p.proname as name, p.prorettype::regtype::text as returns, p.proretset as returns_set
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'`)

  /** @type {Map<string, { columns: Set<string>, primaryKey: string[] }>} */
  const tables = new Map()
  for (const { table_name, column_name } of columns) {
    if (!tables.has(table_name)) tables.set(table_name, { columns: new Set(), primaryKey: [] })
    tables.get(table_name).columns.add(column_name)
  }
  for (const { table_name, column_name } of keys) tables.get(table_name)?.primaryKey.push(column_name)
  return {
    tables,
    functions: new Map(functions.map((f) => [f.name, { returns: f.returns, returnsSet: f.returns_set }])),
  }
}
