/**
 * Articles: everyone reads those published whose time has passed; administrators write, schedule,
 * publish and reject; the managers of a directory entry write about it, and their articles wait
 * for approval; the database refuses unsafe Markdown, bad input and more than 10 articles a day
 * with the editor's Lithuanian words; pictures go to the writer's own folder of the
 * article-images bucket and are checked byte by byte; a scheduled article changes the content
 * revision once its time has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TablesInsert } from '../../src/lib/supabase/database.types'
import { ANON_KEY, apiUrl, client, newUser, serviceClient, signInAs, type Client } from './helpers'

type Draft = TablesInsert<'articles'>
type Account = { client: Client; id: string }

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const article = (title: string, change: Partial<Draft> = {}): Draft => ({
  title,
  lead: 'Bandomojo straipsnio įžanga skaitytojams.',
  body: '## Antraštė\n\nTekstas su *pabrėžimu*, **paryškinimu** ir [nuoroda](https://example.org/straipsnis).\n\n- pirmas punktas\n- antras punktas',
  category: 'Bendruomenė',
  ...change,
})

let admin: Client
let adminId: string
let manager: Account
let otherManager: Account
let outsider: Account
let entryId: string
let otherEntryId: string

async function account(prefix: string): Promise<Account> {
  const created = await newUser(prefix)
  return { client: created.client, id: created.user!.id }
}

/** A published community entry, managed by `managers`. */
async function managedEntry(name: string, ...managers: Account[]): Promise<string> {
  const service = serviceClient()
  const { data, error } = await service
    .from('directory_entries')
    .insert({ directory: 'communities', slug: `straipsniai-${name}-${stamp}`, status: 'published', name: `Straipsnių bendruomenė ${name}`, town: 'Lidsas' })
    .select('id')
    .single()
  if (error) throw error
  for (const who of managers) {
    const added = await service.from('entry_managers').insert({ entry_id: data.id, user_id: who.id, role: 'Pirmininkė' })
    if (added.error) throw added.error
  }
  return data.id
}

const write = (who: Client, row: Draft) => who.from('articles').insert(row).select('id, slug, status, publish_at, author_id, author_name, decided_by, decided_at').single()

/** The ids of `id` a reader can see in the table and in the public view. */
async function seen(who: Client, id: string) {
  const table = ((await who.from('articles').select('id').eq('id', id)).data ?? []).length
  const view = ((await who.from('published_articles').select('id').eq('id', id)).data ?? []).length
  return { table, view }
}

beforeAll(async () => {
  const signedIn = await signInAs('admin')
  admin = signedIn.client
  adminId = signedIn.user.id
  ;[manager, otherManager, outsider] = await Promise.all([account('straipsniai-valdytoja'), account('straipsniai-kitas'), account('straipsniai-pasalinis')])
  entryId = await managedEntry('a', manager)
  otherEntryId = await managedEntry('b', otherManager)
})

afterAll(async () => {
  const service = serviceClient()
  await service.from('articles').delete().in('entry_id', [entryId, otherEntryId])
  await service.from('articles').delete().like('title', `%${stamp}%`)
  await service.from('directory_entries').delete().in('id', [entryId, otherEntryId])
})

describe('public articles', () => {
  it('are read by everyone once published, with the author’s name and the entry they are about', async () => {
    const { data, error } = await write(admin, article(`Paskelbtas straipsnis ${stamp}`, { status: 'published', entry_id: entryId }))
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'published', author_id: adminId, author_name: 'Rūta A.', decided_by: adminId })
    expect(new Date(data!.publish_at!).getTime()).toBeLessThanOrEqual(Date.now() + 1000)

    for (const who of [client(), outsider.client, manager.client, admin]) expect(await seen(who, data!.id)).toEqual({ table: 1, view: 1 })
    const { data: read } = await client().from('published_articles').select('slug, title, author_name, entry_name, entry_directory, entry_slug').eq('id', data!.id).single()
    expect(read).toEqual({
      slug: data!.slug,
      title: `Paskelbtas straipsnis ${stamp}`,
      author_name: 'Rūta A.',
      entry_name: 'Straipsnių bendruomenė a',
      entry_directory: 'communities',
      entry_slug: `straipsniai-a-${stamp}`,
    })
    // A signed-out reader never learns whose account wrote or decided it.
    expect((await client().from('articles').select('author_id').eq('id', data!.id)).error?.code).toBe('42501')
    expect((await client().from('articles').select('decided_by').eq('id', data!.id)).error?.code).toBe('42501')
    // A view is read, never written.
    expect((await admin.from('published_articles').delete().eq('id', data!.id)).error).not.toBeNull()
  })

  it('are unseen while scheduled for later, and seen once the time has passed', async () => {
    const { data } = await write(admin, article(`Suplanuotas straipsnis ${stamp}`, { status: 'scheduled', publish_at: inSeconds(86_400) }))
    expect(data!.status).toBe('scheduled')
    for (const who of [client(), outsider.client, manager.client]) expect(await seen(who, data!.id)).toEqual({ table: 0, view: 0 })
    expect(await seen(admin, data!.id)).toEqual({ table: 1, view: 0 })

    // 'Published' for a time still to come is scheduled; scheduled needs a time.
    const later = await write(admin, article(`Vėliau paskelbtas ${stamp}`, { status: 'published', publish_at: inSeconds(3600) }))
    expect(later.data!.status).toBe('scheduled')
    const timeless = await write(admin, article(`Be laiko ${stamp}`, { status: 'scheduled' }))
    expect(timeless.error).toMatchObject({ code: 'PT422', message: 'Nurodykite, kada paskelbti suplanuotą straipsnį.' })

    // The time passes (moved back here rather than waited for).
    const moved = await serviceClient().from('articles').update({ publish_at: inSeconds(-60) }).eq('id', data!.id).select('status').single()
    expect(moved.data!.status).toBe('published')
    for (const who of [client(), outsider.client]) expect(await seen(who, data!.id)).toEqual({ table: 1, view: 1 })
  })

  it('leave the public lists when archived', async () => {
    const { data } = await write(admin, article(`Archyvuojamas ${stamp}`, { status: 'published' }))
    expect(await seen(client(), data!.id)).toEqual({ table: 1, view: 1 })
    expect((await admin.from('articles').update({ status: 'archived' }).eq('id', data!.id)).error).toBeNull()
    expect(await seen(client(), data!.id)).toEqual({ table: 0, view: 0 })
  })
})

describe('a manager’s article', () => {
  it('waits for an administrator’s approval, seen only by its author and administrators', async () => {
    const { data, error } = await write(manager.client, article(`Valdytojos straipsnis ${stamp}`, { entry_id: entryId, status: 'pending' }))
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'pending', author_id: manager.id, author_name: 'Testas s.', decided_by: null, publish_at: null })
    const id = data!.id
    expect(await seen(manager.client, id)).toEqual({ table: 1, view: 0 })
    expect((await seen(admin, id)).table).toBe(1)
    for (const who of [client(), outsider.client, otherManager.client]) expect(await seen(who, id)).toEqual({ table: 0, view: 0 })

    // Nobody but an administrator publishes, nor chooses when.
    const publish = await manager.client.from('articles').update({ status: 'published' }).eq('id', id)
    expect(publish.error).toMatchObject({ code: '42501', message: 'Straipsnius skelbia, planuoja, archyvuoja ir atmeta tik administratoriai.' })
    const when = await manager.client.from('articles').update({ publish_at: inSeconds(60) }).eq('id', id)
    expect(when.error).toMatchObject({ code: '42501', message: 'Paskelbimo laiką nustato administratoriai.' })
    expect((await otherManager.client.from('articles').update({ status: 'published' }).eq('id', id).select('id')).data).toEqual([])
    const unread = async () => (await manager.client.rpc('unread_notices')).data
    expect(await unread()).toBe(0)

    const approved = await admin.from('articles').update({ status: 'published' }).eq('id', id).select('status, decided_by, publish_at').single()
    expect(approved.error).toBeNull()
    expect(approved.data).toMatchObject({ status: 'published', decided_by: adminId })
    expect(await seen(client(), id)).toEqual({ table: 1, view: 1 })
    expect(await unread()).toBe(1)

    // Published, it is the administrators' to change.
    const edit = await manager.client.from('articles').update({ title: 'Pataisytas pavadinimas' }).eq('id', id)
    expect(edit.error).toMatchObject({ code: '42501', message: 'Paskelbto, suplanuoto ar archyvuoto straipsnio keisti negalite: parašykite administratoriams.' })
  })

  it('is rejected only with a reason, which its author reads and nobody else; an edit makes it a draft again', async () => {
    const { data } = await write(manager.client, article(`Atmestinas straipsnis ${stamp}`, { entry_id: entryId, status: 'pending' }))
    const id = data!.id
    const bare = await admin.from('articles').update({ status: 'rejected' }).eq('id', id)
    expect(bare.error).toMatchObject({ code: 'PT422', message: 'Atmesdami straipsnį, nurodykite priežastį.' })
    const rejected = await admin.from('articles').update({ status: 'rejected', rejection_reason: 'Straipsnis ne apie bendruomenę.' }).eq('id', id).select('decided_by').single()
    expect(rejected.data).toEqual({ decided_by: adminId })

    expect((await manager.client.from('articles').select('status, rejection_reason').eq('id', id).single()).data).toEqual({
      status: 'rejected',
      rejection_reason: 'Straipsnis ne apie bendruomenę.',
    })
    for (const who of [client(), outsider.client, otherManager.client]) expect((await who.from('articles').select('rejection_reason').eq('id', id)).data ?? []).toEqual([])
    const reason = await manager.client.from('articles').update({ rejection_reason: 'Mano priežastis.' }).eq('id', id)
    expect(reason.error).toMatchObject({ code: '42501', message: 'Atmetimo priežastį rašo administratoriai.' })

    const edited = await manager.client.from('articles').update({ title: `Pataisytas straipsnis ${stamp}` }).eq('id', id).select('status, rejection_reason').single()
    expect(edited.data).toEqual({ status: 'draft', rejection_reason: null })
    const resent = await manager.client.from('articles').update({ status: 'pending' }).eq('id', id).select('status').single()
    expect(resent.data).toEqual({ status: 'pending' })

    // The author removes drafts only.
    expect((await manager.client.from('articles').delete({ count: 'exact' }).eq('id', id)).count).toBe(0)
    await manager.client.from('articles').update({ status: 'draft' }).eq('id', id).throwOnError()
    expect((await otherManager.client.from('articles').delete({ count: 'exact' }).eq('id', id)).count).toBe(0)
    expect((await manager.client.from('articles').delete({ count: 'exact' }).eq('id', id)).count).toBe(1)
  })
})

describe('who writes', () => {
  it('refuses a member who manages nothing, with the editor’s words', async () => {
    const { error } = await write(outsider.client, article(`Pašalinio straipsnis ${stamp}`, { entry_id: entryId }))
    expect(error).toMatchObject({ code: '42501', message: 'Straipsnius gali rašyti tik įrašų valdytojai ir administratoriai.' })
    expect((await outsider.client.from('articles').select('id').eq('title', `Pašalinio straipsnis ${stamp}`)).data).toEqual([])
    expect((await serviceClient().from('articles').select('id').eq('title', `Pašalinio straipsnis ${stamp}`)).data).toEqual([])
  })

  it('refuses a manager writing about another entry, or about none', async () => {
    const other = await write(otherManager.client, article(`Apie svetimą įrašą ${stamp}`, { entry_id: entryId }))
    expect(other.error).toMatchObject({ code: '42501', message: 'Rašyti galite tik apie įrašus, kuriuos valdote.' })
    const none = await write(manager.client, article(`Be įrašo ${stamp}`))
    expect(none.error).toMatchObject({ code: 'PT422', message: 'Pasirinkite įrašą, apie kurį rašote.' })
    const moved = await write(manager.client, article(`Perkeliamas ${stamp}`, { entry_id: entryId }))
    const away = await manager.client.from('articles').update({ entry_id: otherEntryId }).eq('id', moved.data!.id)
    expect(away.error).toMatchObject({ code: '42501', message: 'Rašyti galite tik apie įrašus, kuriuos valdote.' })
  })

  it('keeps what only the database or an administrator decides', async () => {
    const published = await write(manager.client, article(`Savavališkai paskelbtas ${stamp}`, { entry_id: entryId, status: 'published' }))
    expect(published.error).toMatchObject({ code: '42501', message: 'Straipsnius skelbia, planuoja, archyvuoja ir atmeta tik administratoriai.' })
    const timed = await write(manager.client, article(`Su laiku ${stamp}`, { entry_id: entryId, publish_at: inSeconds(60) }))
    expect(timed.error).toMatchObject({ code: '42501', message: 'Paskelbimo laiką nustato administratoriai.' })
    const asOther = await manager.client.from('articles').insert({ ...article(`Kito vardu ${stamp}`, { entry_id: entryId }), author_id: adminId } as Draft)
    expect(asOther.error?.code).toBe('42501')
    const anon = await client().from('articles').insert(article(`Anonimo ${stamp}`, { entry_id: entryId }))
    expect(anon.error?.code).toBe('42501')
  })

  it('takes at most 10 articles a day from a writer who is not an administrator', async () => {
    const busy = await account('straipsniai-daug')
    const busyEntry = await managedEntry('daug', busy)
    try {
      for (let i = 1; i <= 10; i++) expect((await write(busy.client, article(`Straipsnis ${i} ${stamp}`, { entry_id: busyEntry }))).error).toBeNull()
      const eleventh = await write(busy.client, article(`Straipsnis 11 ${stamp}`, { entry_id: busyEntry }))
      expect(eleventh.error).toMatchObject({ code: 'PT429', message: 'Per daug straipsnių: per parą galite parašyti ne daugiau kaip 10 straipsnių.' })
    } finally {
      await serviceClient().from('articles').delete().eq('entry_id', busyEntry)
      await serviceClient().from('directory_entries').delete().eq('id', busyEntry)
    }
  })
})

describe('bad input', () => {
  const link = 'Nuoroda turi prasidėti https://, http:// arba mailto:'
  const html = 'Straipsnyje negali būti HTML žymių: tekstą formatuokite Markdown ženklais.'
  const remote = 'Paveikslėliai straipsnyje gali būti tik iš portalo saugyklos.'
  const unchecked = 'Paveikslėlis nepatikrintas: įkelkite jį per straipsnio redaktorių.'
  const ownPicture = '/storage/v1/object/public/article-images/00000000-0000-4000-8000-000000000001/nepatikrintas.png'

  it.each([
    ['a javascript: link', { body: 'Spauskite [čia](javascript:alert(1)).' }, link],
    ['a javascript: link in pointy brackets', { body: 'Spauskite [čia](<javascript:alert(1)>).' }, link],
    ['a javascript: link after spaces', { body: 'Spauskite [čia](   javascript:alert(1)).' }, link],
    ['a link hiding its scheme in an entity', { body: 'Spauskite [čia](&#106;avascript:alert(1)).' }, link],
    ['a data: link', { body: 'Spauskite [čia](data:text/html;base64,PHNjcmlwdD4=).' }, link],
    ['a vbscript: link', { body: 'Spauskite [čia](vbscript:msgbox(1)).' }, link],
    ['a javascript: autolink', { body: 'Spauskite <javascript:alert(1)>.' }, link],
    ['a javascript: reference definition', { body: 'Spauskite [čia][a].\n\n[a]: javascript:alert(1)' }, link],
    ['a reference definition across lines', { body: 'Spauskite [čia][a b].\n\n[a\nb]:\n  javascript:alert(1)' }, link],
    ['a relative link', { body: 'Žr. [puslapį](/naujienos).' }, link],
    ['raw <script>', { body: 'Tekstas <script>alert(1)</script> toliau.' }, html],
    ['an unclosed <script', { body: 'Tekstas\n<script\nalert(1)' }, html],
    ['an <img> with a handler', { body: 'Tekstas <img src=x onerror=alert(1)> toliau.' }, html],
    ['a <b> tag', { body: 'Tai <b>svarbu</b>.' }, html],
    ['an HTML comment', { body: 'Tekstas <!-- paslėpta --> toliau.' }, html],
    ['a remote picture', { body: 'Nuotrauka: ![vaizdas](https://example.org/nuotrauka.png)' }, remote],
    ['a reference-style picture', { body: 'Nuotrauka: ![vaizdas][n]\n\n[n]: https://example.org/nuotrauka.png' }, remote],
    ['a data: picture', { body: '![vaizdas](data:image/png;base64,iVBORw0KGgo=)' }, remote],
    ['a picture of the bucket never checked', { body: `Nuotrauka: ![vaizdas](${ownPicture})` }, unchecked],
    ['HTML in the title', { title: '<b>Naujiena</b>' }, 'Pavadinime negali būti HTML žymių: rašykite paprastą tekstą.'],
    ['HTML in the lead', { lead: 'Įžanga su <i>žyme</i> viduje.' }, 'Įžangoje negali būti HTML žymių: rašykite paprastą tekstą.'],
    ['a cover without its description', { cover_path: '00000000-0000-4000-8000-000000000001/virselis.png' }, 'Aprašykite viršelio paveikslėlį: ką jame matyti (alternatyvusis tekstas).'],
    ['an unchecked cover', { cover_path: '00000000-0000-4000-8000-000000000001/virselis.png', cover_alt: 'Viršelis' }, unchecked],
    ['a 200,000-character body', { body: 'a'.repeat(200_000) }, 'Straipsnio tekstas per ilgas: ne daugiau kaip 50 000 ženklų.'],
    ['an empty body', { body: '   ' }, 'Straipsnio tekstas negali būti tuščias.'],
    ['a short title', { title: 'Ab' }, 'Pavadinimas turi būti nuo 3 iki 160 ženklų.'],
    ['a short lead', { lead: 'Trumpa' }, 'Įžanga turi būti nuo 10 iki 400 ženklų.'],
    ['an unknown category', { category: 'Sportas' }, 'Pasirinkite kategoriją: Bendruomenė, Švietimas, Kultūra, Verslas, Teisė arba Kelionės.'],
    ['a slug with capitals and spaces', { slug: 'Mano Straipsnis' }, 'Straipsnio adresas gali turėti tik mažąsias raides a–z, skaitmenis ir brūkšnelius (iki 90 ženklų).'],
  ] as const)('refuses %s with the editor’s words, administrators included', async (_case, change, message) => {
    const { error } = await write(admin, article(`Netinkamas straipsnis ${stamp}`, change as Partial<Draft>))
    expect(error).toMatchObject({ code: 'PT422', message })
  })

  it('refuses the same from a manager, and keeps nothing', async () => {
    const { error } = await write(manager.client, article(`Netinkamas valdytojos ${stamp}`, { entry_id: entryId, body: '[x](javascript:alert(1))' }))
    expect(error).toMatchObject({ code: 'PT422', message: link })
    expect((await manager.client.from('articles').select('id').eq('title', `Netinkamas valdytojos ${stamp}`)).data).toEqual([])
  })

  it('takes headings, lists, quotes, emphasis and https, http and mailto links, autolinks among them', async () => {
    const body = [
      '# Antraštė',
      '## Poskyris',
      'Pastraipa su *pasviru*, **paryškintu** tekstu ir `kodu`; 3 < 5 nėra žymė.',
      '- [saugi](https://example.org/a) ir [paprasta](http://example.org/b) nuorodos',
      '1. [laiškas](mailto:redakcija@example.org)',
      '> Citata su <https://example.org/c> ir <redakcija@example.org>.',
      '[nuoroda][ref]',
      '[ref]: https://example.org/ref "Pavadinimas"',
    ].join('\n\n')
    const { error } = await write(admin, article(`Saugus Markdown ${stamp}`, { body }))
    expect(error).toBeNull()
  })

  it('refuses a duplicate slug as a conflict (23505, HTTP 409), and derives a free one from the title', async () => {
    const slug = `straipsnis-${stamp}`
    expect((await write(admin, article(`Pirmasis ${stamp}`, { slug }))).error).toBeNull()
    const duplicate = await write(admin, article(`Antrasis ${stamp}`, { slug }))
    expect(duplicate.error).toMatchObject({ code: '23505', message: `Straipsnis adresu „${slug}“ jau yra: pasirinkite kitą adresą.` })
    const response = await fetch(`${apiUrl}/rest/v1/articles`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(article(`Trečiasis ${stamp}`, { slug })),
    })
    expect(response.status).toBe(409)

    const title = `Šventė Žaliakalnyje ${stamp}`
    const first = await write(admin, article(title))
    const second = await write(admin, article(title))
    expect(first.data!.slug).toBe(`svente-zaliakalnyje-${stamp}`)
    expect(second.data!.slug).toMatch(new RegExp(`^svente-zaliakalnyje-${stamp}-[0-9a-f]{6}$`))
  })
})

describe('article pictures', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
  // A Windows program's first bytes, renamed .png and declared image/png: Storage takes it.
  const program = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])
  const upload = (who: Client, path: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') =>
    who.storage.from('article-images').upload(path, new Blob([bytes], { type }), { contentType: type })
  const check = (who: Client, path: string, bucket = 'article-images') => who.functions.invoke('check-event-image', { body: { path, bucket } })
  const refusal = async (error: unknown) => (error as { context: Response }).context.json()
  const created: string[] = []

  afterAll(async () => {
    await serviceClient().storage.from('article-images').remove(created)
  })

  it('are uploaded by writers into their own folder only, JPEG, PNG or WebP up to 2 MB, and are public by URL', async () => {
    const path = `${manager.id}/virselis-${stamp}.png`
    created.push(path, `${outsider.id}/pasalinis-${stamp}.png`, `${adminId}/svetimas-${stamp}.png`)
    expect((await upload(manager.client, path, png)).error).toBeNull()
    expect((await fetch(client().storage.from('article-images').getPublicUrl(path).data.publicUrl)).status).toBe(200)

    expect((await upload(outsider.client, `${outsider.id}/pasalinis-${stamp}.png`, png)).error).toMatchObject({ statusCode: '403' })
    expect((await upload(manager.client, `${adminId}/svetimas-${stamp}.png`, png)).error).toMatchObject({ statusCode: '403' })
    expect((await upload(client(), `${manager.id}/anonimas-${stamp}.png`, png)).error).not.toBeNull()
    expect((await upload(manager.client, `${manager.id}/didelis-${stamp}.png`, new Uint8Array(3 * 1024 * 1024))).error).not.toBeNull()
    expect((await upload(manager.client, `${manager.id}/programa-${stamp}.exe`, program, 'application/x-msdownload')).error).not.toBeNull()
    const listed = await serviceClient().storage.from('article-images').list(manager.id)
    expect((listed.data ?? []).map((file) => file.name)).toEqual([`virselis-${stamp}.png`])
  })

  it('are checked by the picture check, and then a cover or a picture in the body may name them', async () => {
    const path = `${manager.id}/tikras-${stamp}.png`
    created.push(path)
    expect((await upload(manager.client, path, png)).error).toBeNull()
    const { data, error } = await check(manager.client, path)
    expect(error).toBeNull()
    expect(data).toEqual({ path, mime: 'image/png' })
    const body = `Nuotrauka:\n\n![Bendruomenės šventė](/storage/v1/object/public/article-images/${path} "Šventė")`
    const written = await write(manager.client, article(`Su viršeliu ${stamp}`, { entry_id: entryId, cover_path: path, cover_alt: 'Bendruomenės šventė', body }))
    expect(written.error).toBeNull()
    // The event form's check is the same function, and an event cannot name an article picture.
    expect(await refusal((await check(manager.client, path, 'event-images')).error)).toMatchObject({ code: 'not_found' })
  })

  it('refuse a program renamed .png and remove it; an article cannot name an unchecked picture', async () => {
    const path = `${manager.id}/programa-${stamp}.png`
    created.push(path)
    expect((await upload(manager.client, path, program)).error).toBeNull()
    expect(await refusal((await check(manager.client, path)).error)).toEqual({ code: 'not_an_image', message: 'Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.' })
    expect(((await serviceClient().storage.from('article-images').list(manager.id)).data ?? []).map((file) => file.name)).not.toContain(`programa-${stamp}.png`)

    // Sent straight to Storage and never checked: the database refuses it as a cover.
    const unchecked = `${manager.id}/nepatikrintas-${stamp}.png`
    created.push(unchecked)
    expect((await upload(manager.client, unchecked, program)).error).toBeNull()
    const refused = await write(manager.client, article(`Su programa ${stamp}`, { entry_id: entryId, cover_path: unchecked, cover_alt: 'Viršelis' }))
    expect(refused.error).toMatchObject({ code: 'PT422', message: 'Paveikslėlis nepatikrintas: įkelkite jį per straipsnio redaktorių.' })
  })

  it('keep a manager’s cover to their own folder', async () => {
    const path = `${adminId}/administratores-${stamp}.png`
    created.push(path)
    expect((await upload(admin, path, png)).error).toBeNull()
    expect((await check(admin, path)).error).toBeNull()
    const foreign = await write(manager.client, article(`Svetimas viršelis ${stamp}`, { entry_id: entryId, cover_path: path, cover_alt: 'Viršelis' }))
    expect(foreign.error).toMatchObject({ code: 'PT422', message: 'Viršelio paveikslėlis turi būti įkeltas iš jūsų paskyros.' })
    expect((await write(admin, article(`Administratorės viršelis ${stamp}`, { cover_path: path, cover_alt: 'Viršelis' }))).error).toBeNull()
  })

  it('answer an unknown bucket with a refusal, and cannot be recorded by a member directly', async () => {
    expect(await refusal((await check(manager.client, `${manager.id}/x.png`, 'admin-media')).error)).toMatchObject({ code: 'bad_bucket' })
    const { error } = await manager.client.rpc('record_article_image_check', { object_name: `${manager.id}/x.png`, mime: 'image/png' })
    expect(error).not.toBeNull()
  })
})

describe('the content revision', () => {
  const latestLogged = async () => ((await client().from('content_changes').select('id').order('id', { ascending: false }).limit(1)).data ?? [])[0]?.id ?? 0

  it('is the change log’s newest id, for everyone, over POST and GET', async () => {
    const revision = (await client().rpc('content_revision')).data
    expect(revision).toBe(await latestLogged())
    const response = await fetch(`${apiUrl}/rest/v1/rpc/content_revision`, { headers: { apikey: ANON_KEY } })
    expect(response.status).toBe(200)
    expect(await response.json()).toBe(revision)
  })

  it('changes once a scheduled article’s time has passed, with no row changed by anyone', async () => {
    const publishAt = Date.now() + 2500
    const { data } = await write(admin, article(`Laikas ateina ${stamp}`, { status: 'scheduled', publish_at: new Date(publishAt).toISOString(), category: 'Kultūra' }))
    expect(data!.status).toBe('scheduled')
    const before = (await client().rpc('content_revision')).data!
    expect(await seen(client(), data!.id)).toEqual({ table: 0, view: 0 })

    while (Date.now() < publishAt + 300) await sleep(200)
    // The clock alone makes it public; the log has not heard of it yet.
    expect(await seen(client(), data!.id)).toEqual({ table: 1, view: 1 })
    expect(await latestLogged()).toBe(before)

    const after = (await client().rpc('content_revision')).data!
    expect(after).toBeGreaterThan(before)
    const { data: changes } = await client().from('content_changes').select('subject, scope, old_slug, new_slug').gt('id', before).order('id')
    expect(changes).toContainEqual({ subject: 'article', scope: 'Kultūra', old_slug: data!.slug, new_slug: data!.slug })
    const row = await admin.from('articles').select('status, decided_by, decided_at').eq('id', data!.id).single()
    // Published by the clock: the decision stays the one that scheduled it.
    expect(row.data).toEqual({ status: 'published', decided_by: adminId, decided_at: data!.decided_at })
    expect((await client().rpc('content_revision')).data).toBe(await latestLogged())
  })
})
