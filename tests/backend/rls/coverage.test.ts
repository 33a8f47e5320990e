import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/open-database.mjs'

/** Reads the catalogue of a freshly migrated database (the same SQL the backend applies). */
describe('RLS coverage', () => {
  it('every public table has row-level security on, and anon may write only contacts', async () => {
    const db = await openDatabase({ dataDir: null })
    try {
      const { rows: tables } = await db.query(`
        select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`)
      expect(tables.length).toBeGreaterThanOrEqual(8)
      for (const table of tables) expect(table.relrowsecurity, table.relname).toBe(true)

      const { rows: anonWrites } = await db.query(`
        select tablename, cmd from pg_policies
        where schemaname = 'public' and 'anon' = any(roles) and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')`)
      expect(anonWrites).toEqual([{ tablename: 'contacts', cmd: 'INSERT' }])

      const { rows: grants } = await db.query(`
        select table_name, privilege_type from information_schema.role_table_grants
        where table_schema = 'public' and grantee = 'anon' and privilege_type in ('UPDATE', 'DELETE', 'TRUNCATE')`)
      expect(grants).toEqual([])
    } finally {
      await db.close()
    }
  })
})
