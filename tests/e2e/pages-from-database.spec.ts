import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFreshUser } from './support/api'
import { signedInClient, type Client } from './support/supabase'

/**
 * What search engines and link previews read: the HTML the site's server answers, without any
 * JavaScript, follows the database within seconds of a change (scripts/site/).
 */
// A ceiling for a busy machine, as the other journeys that wait for a page's new HTML use: while
// both workers' journeys change the database, the site's server re-renders their pages in turn.
const within = { timeout: 20_000, intervals: [250, 500] }

/** A page's status and HTML, without the comments React puts between adjacent texts. */
const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path)
  return { status: response.status(), text: (await response.text()).replaceAll('<!-- -->', '') }
}

let admin: Client
test.beforeAll(async () => {
  admin = await signedInClient('admin')
})

test('a school the administrator publishes, edits and archives: its page, the schools list and sitemap.xml follow', async ({ request }) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const slug = `puslapiu-mokykla-${stamp}`
  const name = `Puslapių mokykla ${stamp}`
  const created = await admin
    .from('directory_entries')
    .insert({
      directory: 'schools',
      slug,
      status: 'published',
      name,
      summary: 'Šeštadieninė lituanistinė mokykla Lidse.',
      description: 'Pamokos šeštadieniais.',
      region: 'Jorkšyras',
      address: 'Leeds LS6',
      leader_name: 'Ona Onaitė',
      email: 'mokykla@example.org',
      founded: 2024,
      details: { students: '20+', programs: [], gallery: [] },
    })
    .select('id')
    .single()
  expect(created.error).toBeNull()
  const path = `/mokykla/${slug}`

  await expect.poll(async () => (await html(request, path)).text, within).toContain(`${name}</h1>`)
  await expect.poll(async () => (await html(request, '/lituanistinis-mokymas')).text, within).toContain(name)
  await expect.poll(async () => (await html(request, '/sitemap.xml')).text, within).toContain(`${path}</loc>`)
  const page = await html(request, path)
  expect(page.status).toBe(200)
  expect(page.text).toContain('Jorkšyras')

  // An edit reaches the page's HTML, and the page carries the data it was rendered from.
  expect((await admin.from('directory_entries').update({ region: 'Lidsas' }).eq('id', created.data!.id)).error).toBeNull()
  await expect.poll(async () => (await html(request, path)).text, within).toMatch(/Lidsas · 20\+ mokinių/)
  expect((await html(request, path)).text).toMatch(/<script type="application\/json" id="page-data">\{"path":"\/mokykla\/[^"]+","revision":\d+,"values":\{"directory-entry:schools:/)

  // Archived: gone from its page, the list and the sitemap.
  expect((await admin.from('directory_entries').update({ status: 'archived' }).eq('id', created.data!.id)).error).toBeNull()
  await expect.poll(async () => (await html(request, path)).status, within).toBe(410)
  const gone = await request.get(path)
  expect(gone.headers()['x-robots-tag']).toBe('noindex')
  expect(await gone.text()).toContain('Mokykla nerasta')
  await expect.poll(async () => (await html(request, '/lituanistinis-mokymas')).text, within).not.toContain(name)
  await expect.poll(async () => (await html(request, '/sitemap.xml')).text, within).not.toContain(path)
})

test('an unknown address answers 404 with the not-found page, kept out of search', async ({ request }) => {
  for (const path of ['/mokykla/tokios-mokyklos-nera', '/tokio-puslapio-nera']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toMatch(/<meta [^>]*name="robots" content="noindex"/)
  }
})

test('an approved event gets its own page and reaches the events page, the home page’s next events, sitemap.xml and the feeds; withdrawn, it is gone and cancelled', async ({ request }) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const title = `Puslapių renginys ${stamp}`
  // Tomorrow noon, so it is among the next events on the home page whatever else journeys add later on.
  const start = new Date(Date.now() + 86_400_000)
  const community = (await admin.from('directory_entries').select('id, slug').eq('directory', 'communities').eq('status', 'published').limit(1).single()).data!
  const created = await admin
    .from('events')
    .insert({
      title,
      description: 'Renginys, kurį administratorius patvirtina.',
      category: 'Kultūra',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      town: 'Lidsas',
      region: 'Anglija',
      organiser_entry_id: community.id,
    })
    .select('id, slug')
    .single()
  expect(created.error).toBeNull()
  const path = `/renginiai/${created.data!.slug}`
  const uid = `UID:${created.data!.slug}@lietuviai-jk`
  const communityCalendar = `/kalendorius/bendruomene/${community.slug}.ics`
  expect((await html(request, path)).status).toBe(404)
  expect((await admin.from('events').update({ status: 'approved' }).eq('id', created.data!.id)).error).toBeNull()
  await expect.poll(async () => (await html(request, path)).text, within).toContain(`${title}</h1>`)
  expect((await html(request, path)).text).toContain('"@type":"Event"')
  await expect.poll(async () => (await html(request, '/renginiai')).text, within).toContain(title)
  await expect.poll(async () => (await html(request, '/')).text, within).toContain(title)
  await expect.poll(async () => (await html(request, '/sitemap.xml')).text, within).toContain(`${path}</loc>`)
  for (const feed of ['/kalendorius/renginiai.ics', '/kalendorius/kultura.ics', communityCalendar]) {
    await expect.poll(async () => (await html(request, feed)).text, within).toContain(uid)
    expect((await html(request, feed)).text).toMatch(new RegExp(`${uid}\r\nDTSTAMP:\\d{8}T\\d{6}Z\r\nSEQUENCE:\\d+\r\n`))
  }
  expect((await html(request, '/kalendorius/sportas.ics')).text).not.toContain(uid)
  await expect.poll(async () => (await html(request, '/renginiai/atom.xml')).text, within).toContain(`<title>${title}</title>`)

  await admin.from('events').delete().eq('id', created.data!.id)
  await expect.poll(async () => (await html(request, path)).status, within).toBe(410)
  await expect.poll(async () => (await html(request, '/renginiai')).text, within).not.toContain(title)
  await expect.poll(async () => (await html(request, '/sitemap.xml')).text, within).not.toContain(path)
  // Calendars that showed it are told it is cancelled, under the same UID.
  for (const feed of ['/kalendorius/renginiai.ics', communityCalendar]) {
    await expect.poll(async () => (await html(request, feed)).text, within).toMatch(new RegExp(`${uid}\r\nDTSTAMP:[^\r]+\r\nSEQUENCE:\\d+\r\nSTATUS:CANCELLED`))
  }
  await expect.poll(async () => (await html(request, '/renginiai/atom.xml')).text, within).not.toContain(title)
})

test('a classified the administrator approves gets its own page in sitemap.xml; closed by its poster, it is gone', async ({ request }) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const title = `Puslapių skelbimas ${stamp}`
  const poster = await signedInClient(await createFreshUser('puslapiu-skelbimas'))
  const created = await poster.from('classifieds').insert({ title, body: 'Parduodu dviratį, mažai naudotą.', category: 'Parduoda', price: 80, town: 'Lidsas', contact: 'portal' }).select('id').single()
  expect(created.error).toBeNull()
  const path = `/skelbimai/${created.data!.id}`
  expect((await html(request, path)).status).toBe(404)
  expect((await admin.from('classifieds').update({ status: 'approved' }).eq('id', created.data!.id)).error).toBeNull()
  await expect.poll(async () => (await html(request, path)).text, within).toContain(`${title}</h1>`)
  await expect.poll(async () => (await html(request, '/skelbimai')).text, within).toContain(title)
  await expect.poll(async () => (await html(request, '/sitemap.xml')).text, within).toContain(`${path}</loc>`)

  expect((await poster.from('classifieds').update({ status: 'closed' }).eq('id', created.data!.id)).error).toBeNull()
  await expect.poll(async () => (await html(request, path)).status, within).toBe(410)
  await expect.poll(async () => (await html(request, '/skelbimai')).text, within).not.toContain(title)
  await expect.poll(async () => (await html(request, '/sitemap.xml')).text, within).not.toContain(path)
})

test('pages answer with validators and a 304 when unchanged', async ({ request }) => {
  const first = await request.get('/kolektyvai')
  const etag = first.headers().etag
  expect(etag).toMatch(/^".+"$/)
  expect(first.headers()['last-modified']).toBeTruthy()
  expect(first.headers()['cdn-cache-control']).toContain('stale-while-revalidate')
  const again = await request.get('/kolektyvai', { headers: { 'If-None-Match': etag! } })
  expect(again.status()).toBe(304)
})
