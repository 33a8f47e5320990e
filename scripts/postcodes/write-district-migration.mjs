// node scripts/postcodes/write-district-migration.mjs [migration.sql]: writes the rows of
// supabase/data/postcode-districts.csv into a migration, between its lines
// "-- postcode-districts:start …" and "-- postcode-districts:end" (all else in the file stays).
// Without an argument, the migration that creates the table,
// supabase/migrations/20250601123400_postcode_districts.sql. To ship a refreshed CSV to
// databases that already have the table, create a new migration holding just those two lines
// and name it here: its block replaces every row. The data test checks that the migration's
// rows are the CSV's.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { districtBlock, readDistricts, replaceBlock } from './district-csv.mjs'

const csv = fileURLToPath(new URL('../../supabase/data/postcode-districts.csv', import.meta.url))
const target = process.argv[2] ?? fileURLToPath(new URL('../../supabase/migrations/20250601123400_postcode_districts.sql', import.meta.url))

const districts = readDistricts(readFileSync(csv, 'utf8'))
writeFileSync(target, replaceBlock(readFileSync(target, 'utf8'), districtBlock(districts)))
console.log(`${target}: ${districts.length} postcode districts`)
