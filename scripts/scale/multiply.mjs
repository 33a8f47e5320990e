// Multiplies the sample data (the seeds) by a factor, as a larger deployment would hold it:
// each copy of a directory entry, event, article or classified is the sample row with its own
// slug, a UK town (Lithuanian name) and that town's real postcode district, the rest (the
// `details` JSON included) as the sample has it, so every copy renders as its original does.
// Written straight through the bench's own connection as the database owner, with every
// trigger on: the one-row-per-request and rate limits apply to data API callers only
// (auth.role() anon or authenticated; 20250601121400_bulk_write_limits.sql), so nothing needs
// to be turned off.

/** Towns: Lithuanian name, slug part, a postcode district in it, the events' region. */
export const TOWNS = [
  ['Mančesteris', 'mancesteris', 'M14', 'Anglija'],
  ['Birmingemas', 'birmingemas', 'B19', 'Anglija'],
  ['Šefildas', 'sefildas', 'S10', 'Anglija'],
  ['Lidsas', 'lidsas', 'LS6', 'Anglija'],
  ['Notingemas', 'notingemas', 'NG7', 'Anglija'],
  ['Kembridžas', 'kembridzas', 'CB1', 'Anglija'],
  ['Glazgas', 'glazgas', 'G12', 'Škotija'],
  ['Edinburgas', 'edinburgas', 'EH9', 'Škotija'],
  ['Bristolis', 'bristolis', 'BS1', 'Anglija'],
  ['Lesteris', 'lesteris', 'LE1', 'Anglija'],
  ['Liverpulis', 'liverpulis', 'L1', 'Anglija'],
  ['Niukaslas', 'niukaslas', 'NE1', 'Anglija'],
  ['Kardifas', 'kardifas', 'CF10', 'Velsas'],
  ['Belfastas', 'belfastas', 'BT1', 'Šiaurės Airija'],
  ['Aberdynas', 'aberdynas', 'AB10', 'Škotija'],
  ['Oksfordas', 'oksfordas', 'OX1', 'Anglija'],
  ['Koventris', 'koventris', 'CV1', 'Anglija'],
  ['Piterboras', 'piterboras', 'PE1', 'Anglija'],
  ['Noridžas', 'noridzas', 'NR1', 'Anglija'],
  ['Sautamptonas', 'sautamptonas', 'SO14', 'Anglija'],
  ['Redingas', 'redingas', 'RG1', 'Anglija'],
  ['Lutonas', 'lutonas', 'LU1', 'Anglija'],
  ['Bradfordas', 'bradfordas', 'BD1', 'Anglija'],
  ['Plimutas', 'plimutas', 'PL1', 'Anglija'],
  ['Svonsis', 'svonsis', 'SA1', 'Velsas'],
  ['Danganas', 'danganas', 'BT71', 'Šiaurės Airija'],
  ['Jorkas', 'jorkas', 'YO1', 'Anglija'],
  ['Braitonas', 'braitonas', 'BN1', 'Anglija'],
  ['Londonas', 'londonas', 'E15', 'Anglija'],
  ['Halas', 'halas', 'HU1', 'Anglija'],
]

const CHAT_LINES = [
  'Labas visiems! Ar kas nors žino gerą lietuvišką parduotuvę netoliese?',
  'Šį šeštadienį renkamės bendruomenės namuose, ateikite su vaikais.',
  'Ačiū už patarimą, viskas pavyko!',
  'Ieškau, kas galėtų parvežti siuntinį iš Kauno kitą savaitę.',
  'Kur geriausia pasidaryti lietuvišką pasą – ambasadoje ar konsulate?',
  'Sveikinu visus su Joninėmis! Linksmos šventės.',
  'Gal kas rekomenduotų lietuviškai kalbantį buhalterį?',
  'Mūsų krepšinio komanda ieško dar dviejų žaidėjų.',
  'Vakar buvome koncerte – nuostabus vakaras, ačiū organizatoriams.',
  'Ar lituanistinėje mokykloje dar yra vietų pirmokams?',
  'Pigūs skrydžiai į Vilnių spalio mėnesį, jei kam reikia.',
  'Kaip užsiregistruoti pas šeimos gydytoją (GP) neturint adreso įrodymo?',
]

/**
 * The copy statement: every column the table has (generated ones and `id` aside) taken from
 * the sample row, except those in `overrides` (SQL over `src`, the copy number `k` and the town
 * `tw`). Columns a version of the schema lacks are skipped, so the bench runs on older code too.
 * @param {import('pg').Client} db @param {string} table @param {Record<string, string>} overrides
 * @param {{ copies: number, where?: string, order: string }} shape
 */
async function copyRows(db, table, overrides, { copies, where = 'true', order }) {
  const { rows } = await db.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and coalesce(identity_generation, '') <> 'ALWAYS'
     order by ordinal_position`,
    [table],
  )
  const columns = rows.map((row) => String(row.column_name)).filter((name) => name !== 'id')
  const values = columns.map((name) => overrides[name] ?? `src.${name}`)
  const result = await db.query(
    `insert into public.${table} (${columns.join(', ')})
     select ${values.join(', ')}
     from (select s.*, row_number() over (order by ${order}) as n from public.${table} s where ${where}) src
     cross join generate_series(1, ${copies}) k
     join pg_temp.scale_towns tw on tw.i = (k + src.n) % ${TOWNS.length}`,
  )
  return result.rowCount ?? 0
}

/** The first `limit` characters of a slug, without a hyphen at the end. @param {string} column @param {number} limit */
const slugStart = (column, limit) => `regexp_replace(left(${column}, ${limit}), '-+$', '')`
const copySlug = (/** @type {string} */ column, /** @type {number} */ limit) => `${slugStart(column, limit)} || '-' || tw.slug || '-' || k`

/**
 * Multiplies the sample by `factor` (1 leaves it as it is). Returns what each table holds after.
 * @param {import('pg').Client} db @param {number} factor @param {(line: string) => void} say
 */
export async function multiplySample(db, factor, say) {
  const copies = factor - 1
  await db.query('create temporary table scale_towns (i integer primary key, name text, slug text, outcode text, region text)')
  await db.query(
    `insert into pg_temp.scale_towns select t.ordinality - 1, t.value ->> 0, t.value ->> 1, t.value ->> 2, t.value ->> 3
     from jsonb_array_elements($1::jsonb) with ordinality as t(value, ordinality)`,
    [JSON.stringify(TOWNS)],
  )
  const { rows: unknown } = await db.query('select outcode from pg_temp.scale_towns t where not exists (select 1 from public.postcode_districts d where d.outcode = t.outcode)')
  if (unknown.length > 0) throw new Error(`postcode districts not in public.postcode_districts: ${unknown.map((row) => row.outcode).join(', ')}`)
  const placed = { latitude: 'null', longitude: 'null', location_precision: 'null' }
  /** @param {string} what @param {() => Promise<number>} work */
  const step = async (what, work) => {
    const started = Date.now()
    const count = await work()
    say(`  ${what}: ${count} rows added (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
  if (copies > 0) {
    await step('directory entries', () =>
      copyRows(db, 'directory_entries', {
        ...placed,
        slug: copySlug('src.slug', 90),
        name: `left(src.name || ' – ' || tw.name, 200)`,
        town: `case when src.town is null then null else tw.name end`,
        postcode: `case when src.postcode is null then null else tw.outcode end`,
        sort_order: `src.sort_order + k * 1000`,
        updated_by: 'null',
      }, { copies, order: 's.directory, s.sort_order, s.slug' }),
    )
    // Each community's membership plans, as the seed gives every community.
    await step('community plan benefits', async () => {
      const result = await db.query(
        `insert into public.community_benefits (community_id, membership_type, benefit_name, benefit_description, sort_order)
         select c.id, b.membership_type, b.benefit_name, b.benefit_description, b.sort_order
         from public.communities c
         cross join (select * from public.community_benefits where community_id = (select min(community_id) from public.community_benefits)) b
         where not exists (select 1 from public.community_benefits e where e.community_id = c.id)`,
      )
      return result.rowCount ?? 0
    })
    // Spread over the year before and the year after today, at the sample's time of day and length.
    const shift = `(date_trunc('day', now()) + (((k * 53 + src.n * 17) % 730) - 365) * interval '1 day' - date_trunc('day', src.starts_at))`
    await step('events', () =>
      copyRows(db, 'events', {
        ...placed,
        slug: copySlug('src.slug', 60),
        title: `left(src.title || ' – ' || tw.name, 120)`,
        town: `case when src.region = 'Nuotoliu' then src.town else tw.name end`,
        region: `case when src.region = 'Nuotoliu' then src.region else tw.region end`,
        postcode: `case when src.postcode is null then null else tw.outcode end`,
        starts_at: `src.starts_at + ${shift}`,
        ends_at: `src.ends_at + ${shift}`,
        featured: 'false',
      }, { copies, order: 's.slug' }),
    )
    // Published over the past year; a scheduled sample stays scheduled.
    const published = `now() - ((k * 13 + src.n * 5) % 365) * interval '1 day' - interval '1 hour'`
    await step('articles', () =>
      copyRows(db, 'articles', {
        slug: copySlug('src.slug', 60),
        title: `left(src.title || ' – ' || tw.name, 160)`,
        publish_at: `case when src.status = 'published' then ${published} else src.publish_at + k * interval '1 minute' end`,
        created_at: `case when src.status = 'published' then ${published} else now() end`,
        decided_at: `case when src.status = 'published' then ${published} else src.decided_at end`,
      }, { copies, order: 's.slug' }),
    )
    // Approved over the past four weeks, each public for 30 days from its approval.
    const approved = `now() - (((k * 11 + src.n * 7) % 28) + 1) * interval '1 day'`
    await step('classifieds', () =>
      copyRows(db, 'classifieds', {
        title: `left(src.title || ' – ' || tw.name, 120)`,
        town: 'tw.name',
        created_at: approved,
        decided_at: approved,
        expires_at: `${approved} + interval '30 days'`,
      }, { copies, order: 's.id' }),
    )
  }
  // 1,000 chat messages per unit of the factor, over the last 30 days, in every room.
  await step('chat messages', async () => {
    const { rows } = await db.query('select count(*)::int as n from public.chat_messages')
    const wanted = Math.max(0, factor * 1000 - rows[0].n)
    const result = await db.query(
      `insert into public.chat_messages (room_id, author_id, body, created_at)
       select r.id,
              case when g.i % 3 = 0 then '00000000-0000-4000-8000-000000000001'::uuid else '00000000-0000-4000-8000-000000000002'::uuid end,
              ($2::jsonb ->> (g.i % jsonb_array_length($2::jsonb))::int) || case when g.i % 4 = 0 then ' (' || tw.name || ')' else '' end,
              now() - (g.i::float8 / $1) * interval '30 days'
       from generate_series(1, $1::int) as g(i)
       join (select id, (row_number() over (order by slug) - 1)::int as rn, count(*) over ()::int as rooms from public.chat_rooms) r on r.rn = g.i % r.rooms
       join pg_temp.scale_towns tw on tw.i = g.i % ${TOWNS.length}`,
      [wanted, JSON.stringify(CHAT_LINES)],
    )
    return result.rowCount ?? 0
  })
  const { rows: counts } = await db.query(`select
    (select count(*) from public.directory_entries)::int as entries,
    (select count(*) from public.directory_entries where directory = 'communities')::int as communities,
    (select count(*) from public.events where status = 'approved')::int as events,
    (select count(*) from public.articles)::int as articles,
    (select count(*) from public.classifieds)::int as classifieds,
    (select count(*) from public.chat_messages)::int as messages`)
  return /** @type {{ entries: number, communities: number, events: number, articles: number, classifieds: number, messages: number }} */ (counts[0])
}
