/**
 * The one moderation queue end to end, through supabase-js as the app and the dispatcher call it:
 * visitors and members report anything published into public.content_reports; an administrator
 * acts with a reason; the author is told in the portal and by e-mail in their language and may
 * appeal once, decided by another administrator; everything is logged; the limits hold.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyPendingMigrations } from '../../server/db/migrations.mjs'
import { migrationFiles } from '../../server/db/schema-files.mjs'
import { startBackend } from '../../server/index.mjs'
import { clientFrom } from './client-address'
import { apiUrl, client, newUser, serviceClient, signInAs, type Client } from './helpers'
import { drain, recorder } from './outbox'

type Account = Awaited<ReturnType<typeof newUser>>

const stamp = Date.now()
/** The data of a query that must succeed. */
const must = async <T>(query: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> => {
  const { data, error } = await query
  if (error) throw error
  return data as NonNullable<T>
}

/** An approved event a month ahead, on a whole minute as the proposal form sets it, proposed by `author`. */
async function approvedEvent(author: Account, title: string) {
  const starts = new Date(Math.ceil((Date.now() + 30 * 86_400_000) / 60_000) * 60_000)
  const { id } = await must(
    serviceClient()
      .from('events')
      .insert({
        title,
        description: 'Renginys, apie kurį pranešama.',
        category: 'Kultūra',
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
        town: 'Londonas',
        region: 'Anglija',
        status: 'approved',
        submitted_by: author.user!.id,
      })
      .select('id')
      .single(),
  )
  return id
}

let admin: { client: Client; user: { id: string } }
let secondAdmin: Account
let author: Account
let reporter: Account
let eventId: string
let articleId: string
let messageId: string
let translationId: string

beforeAll(async () => {
  admin = (await signInAs('admin')) as typeof admin
  secondAdmin = await newUser(`antras-admin-${stamp}`)
  author = await newUser(`autorius-${stamp}`)
  reporter = await newUser(`pranesejas-${stamp}`)
  // The author reads English: their notice is stored as data, their e-mail is written in English.
  await must(author.client.from('profiles').update({ locale: 'en' }).eq('id', author.user!.id))
  eventId = await approvedEvent(author, `Pranešamas renginys ${stamp}`)
  articleId = (
    await must(
      serviceClient()
        .from('articles')
        .insert({ title: `Pranešamas straipsnis ${stamp}`, lead: 'Straipsnio įžanga, apie kurią pranešama.', body: 'Tekstas.', category: 'Kultūra', status: 'published', publish_at: new Date(Date.now() - 60_000).toISOString(), author_id: author.user!.id })
        .select('id')
        .single(),
    )
  ).id
  translationId = (
    await must(
      serviceClient().from('event_translations').insert({ event_id: eventId, title: `Reported event ${stamp}`, description: 'An event someone reports.', status: 'published' }).select('id').single(),
    )
  ).id
  const room = await must(serviceClient().from('chat_rooms').insert({ slug: `pranesimai-${stamp}`, kind: 'open', name: 'Pranešimai' }).select('id').single())
  messageId = (await must(author.client.from('chat_messages').insert({ room_id: room.id, body: 'Žinutė, apie kurią pranešama' }).select('id').single())).id
})

afterAll(async () => {
  await serviceClient().from('admin_users').delete().eq('id', secondAdmin.user!.id)
  // Other files read every approved event (the calendar's test compares them all).
  await serviceClient().from('events').delete().like('title', `%${stamp}`)
})

describe('one queue for every kind of content', () => {
  it('takes a visitor’s reports of an event and an article, and a member’s of a chat message and a translation, illegal content first', async () => {
    const visitor = clientFrom('127.0.0.31', apiUrl)
    const email = `lankytojas-${stamp}@example.org`
    // Without an address a visitor is refused in Lithuanian; with one, the report is taken.
    const bare = await visitor.from('content_reports').insert({ target_kind: 'event', target_id: eventId, reason: 'scam_or_fraud' })
    expect(bare.error).toMatchObject({ code: 'PT422', message: expect.stringContaining('el. pašto adresą') })
    expect((await visitor.from('content_reports').insert({ target_kind: 'event', target_id: eventId, reason: 'scam_or_fraud', reporter_email: email })).error).toBeNull()
    expect((await visitor.from('content_reports').insert({ target_kind: 'event', target_id: eventId, reason: 'spam', reporter_email: email.toUpperCase() })).error?.code).toBe('23505')
    expect((await visitor.from('content_reports').insert({ target_kind: 'article', target_id: articleId, reason: 'hate', note: 'Neapykanta', reporter_email: email })).error).toBeNull()
    // A visitor reads no chat, so reports none.
    expect((await visitor.from('content_reports').insert({ target_kind: 'chat_message', target_id: messageId, reason: 'spam', reporter_email: email })).error?.code).toBe('42501')

    expect((await reporter.client.from('content_reports').insert({ target_kind: 'chat_message', target_id: messageId, reason: 'harassment' })).error).toBeNull()
    expect((await reporter.client.from('content_reports').insert({ target_kind: 'event_translation', target_id: translationId, reason: 'illegal', note: 'Neteisėta' })).error).toBeNull()

    const queue = await must(
      admin.client.from('content_reports').select('target_kind, target_id, reason, status, snapshot').eq('status', 'open').in('target_id', [eventId, articleId, messageId, translationId]).order('priority').order('created_at'),
    )
    expect(queue.map((report) => [report.target_kind, report.reason])).toEqual([
      ['event_translation', 'illegal'],
      ['event', 'scam_or_fraud'],
      ['article', 'hate'],
      ['chat_message', 'harassment'],
    ])
    expect(queue[3].snapshot).toBe('Žinutė, apie kurią pranešama')
    const overview = await must(admin.client.rpc('moderation_overview'))
    expect(overview).toMatchObject({ open_by_reason: expect.objectContaining({ illegal: expect.any(Number), hate: expect.any(Number) }) })
    expect((overview as { oldest_open_seconds: number }).oldest_open_seconds).toBeGreaterThanOrEqual(0)
    expect((await reporter.client.rpc('moderation_overview')).error?.code).toBe('PT403')
  })

  it('e-mails every active administrator at once about illegal content, whatever their queue mail setting', async () => {
    const outbox = recorder('admin@bendruomene.test')
    await drain(outbox.transport)
    expect(outbox.subjects('admin@bendruomene.test')).toContainEqual(expect.stringContaining('Skubu: pranešta apie neteisėtą turinį (renginio vertimas'))
  })
})

describe('an action, the author’s appeal and its decision', () => {
  let actionId: string

  it('removes the event with a reason: gone for visitors, the reports closed, the author told in English', async () => {
    expect((await reporter.client.rpc('moderate_content', { target_kind: 'event', target_id: eventId, action: 'remove', reason: 'Sukčiavimas' })).error?.code).toBe('PT403')
    expect((await admin.client.rpc('moderate_content', { target_kind: 'event', target_id: eventId, action: 'remove', reason: ' ' })).error?.code).toBe('PT422')
    const mail = recorder(author.email)
    actionId = await must(admin.client.rpc('moderate_content', { target_kind: 'event', target_id: eventId, action: 'remove', reason: 'Renginys yra apgaulė.' }))
    expect(await must(client().from('events').select('id').eq('id', eventId))).toEqual([])
    const reports = await must(admin.client.from('content_reports').select('status, decided_by, decision_reason').eq('target_id', eventId))
    expect(reports).toEqual([{ status: 'actioned', decided_by: admin.user.id, decision_reason: 'Renginys yra apgaulė.' }])

    const notices = await must(author.client.from('notices').select('kind, payload').eq('kind', 'moderation'))
    expect(notices).toEqual([{ kind: 'moderation', payload: expect.objectContaining({ action: 'remove', item: 'event', reason: 'Renginys yra apgaulė.', action_id: actionId }) }])
    await drain(mail.transport)
    const [sent] = mail.to(author.email)
    expect(sent.subject).toBe(`Your event ‘Pranešamas renginys ${stamp}’ has been removed`)
    expect(sent.text).toContain('Reason: Renginys yra apgaulė.')
    // Nothing a member may turn off: no unsubscribe link. And no second 'rejected' decision message.
    expect(sent.headers['List-Unsubscribe']).toBeUndefined()
    expect(await must(author.client.from('notices').select('kind').eq('kind', 'decision'))).toEqual([])
  })

  it('takes the author’s one appeal, and refuses another’s', async () => {
    expect((await reporter.client.rpc('appeal_moderation', { action_id: actionId, appeal: 'Aš nesutinku su tuo.' })).error?.code).toBe('PT422')
    expect((await author.client.rpc('appeal_moderation', { action_id: actionId, appeal: 'Renginys tikras, turime salę.' })).error).toBeNull()
    const again = await author.client.rpc('appeal_moderation', { action_id: actionId, appeal: 'Dar kartą prašau peržiūrėti.' })
    expect(again.error).toMatchObject({ code: 'PT422', message: expect.stringContaining('vieną kartą') })
    const mine = await must(author.client.from('moderation_actions').select('action, reason, appeal_status').eq('id', actionId))
    expect(mine).toEqual([{ action: 'remove', reason: 'Renginys yra apgaulė.', appeal_status: 'pending' }])
  })

  it('is decided by another administrator while one is active; a reversal brings the event back and tells the author', async () => {
    await must(serviceClient().from('admin_users').insert({ id: secondAdmin.user!.id, email: secondAdmin.email, role: 'admin' }))
    const own = await admin.client.rpc('decide_appeal', { action_id: actionId, reverse: true, reason: 'Peržiūrėjau pats.' })
    expect(own.error).toMatchObject({ code: 'PT403', message: 'Skundą dėl jūsų sprendimo turi spręsti kitas administratorius.' })

    const mail = recorder(author.email)
    expect((await secondAdmin.client.rpc('decide_appeal', { action_id: actionId, reverse: true, reason: 'Organizatorius pateikė įrodymus.' })).error).toBeNull()
    expect(await must(client().from('events').select('id').eq('id', eventId))).toEqual([{ id: eventId }])
    await drain(mail.transport)
    expect(mail.subjects(author.email)).toEqual(['Your appeal has been upheld'])
    expect(mail.to(author.email)[0].text).toContain('Organizatorius pateikė įrodymus.')
  })

  it('logs every step with who and why, for administrators only', async () => {
    const log = await must(admin.client.from('moderation_log').select('event, actor_id, reason').eq('action_id', actionId).order('id'))
    expect(log).toEqual([
      { event: 'remove', actor_id: admin.user.id, reason: 'Renginys yra apgaulė.' },
      { event: 'appeal', actor_id: author.user!.id, reason: 'Renginys tikras, turime salę.' },
      { event: 'appeal_reversed', actor_id: secondAdmin.user!.id, reason: 'Organizatorius pateikė įrodymus.' },
    ])
    expect(await must(author.client.from('moderation_log').select('id').eq('action_id', actionId))).toEqual([])
  })

  it('hides and restores a chat message, and lets an administrator who is alone decide the appeal of their own action', async () => {
    await must(serviceClient().from('admin_users').update({ is_active: false }).eq('id', secondAdmin.user!.id))
    const hidden = await must(admin.client.rpc('moderate_content', { target_kind: 'chat_message', target_id: messageId, action: 'hide', reason: 'Įžeidinėjimas.' }))
    expect(await must(reporter.client.from('chat_messages').select('id').eq('id', messageId))).toEqual([])
    await must(author.client.rpc('appeal_moderation', { action_id: hidden, appeal: 'Tai buvo pokštas tarp draugų.' }))
    expect((await admin.client.rpc('decide_appeal', { action_id: hidden, reverse: false, reason: 'Sprendimas lieka.' })).error).toBeNull()
    expect(await must(reporter.client.from('chat_messages').select('id').eq('id', messageId))).toEqual([])
    await must(admin.client.rpc('moderate_content', { target_kind: 'chat_message', target_id: messageId, action: 'restore', reason: 'Peržiūrėta dar kartą.' }))
    expect(await must(reporter.client.from('chat_messages').select('id').eq('id', messageId))).toEqual([{ id: messageId }])
  })

  it('suspends a member, who then writes nothing, and ends the suspension on a reversed appeal', async () => {
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString()
    expect((await admin.client.rpc('suspend_member', { member: admin.user.id, until, reason: 'Bandymas.' })).error?.code).toBe('PT422')
    const room = await must(serviceClient().from('chat_rooms').select('id').eq('slug', `pranesimai-${stamp}`).single())
    const written = await must(reporter.client.from('chat_messages').insert({ room_id: room.id, body: 'Parašyta prieš sustabdymą' }).select('id').single())
    const entry = await must(serviceClient().from('directory_entries').select('id').eq('status', 'published').limit(1).single())
    const suspension = await must(admin.client.rpc('suspend_member', { member: reporter.user!.id, until, reason: 'Pakartotiniai pažeidimai.' }))
    const refused = await reporter.client.from('content_reports').insert({ target_kind: 'article', target_id: articleId, reason: 'spam' })
    expect(refused.error).toMatchObject({ code: 'PT403', message: expect.stringContaining('sustabdyta') })
    expect((await reporter.client.from('chat_messages').insert({ room_id: room.id, body: 'Ar galiu?' })).error?.code).toBe('PT403')
    // Nothing others read: not an edit of a message, a correction or the name the portal shows.
    expect((await reporter.client.from('chat_messages').update({ body: 'Pakeista' }).eq('id', written.id)).error?.code).toBe('PT403')
    expect((await reporter.client.from('entry_corrections').insert({ entry_id: entry.id, changes: { summary: 'Kitaip.' }, note: 'Pataisymas.' })).error?.code).toBe('PT403')
    expect((await reporter.client.from('profiles').update({ first_name: 'Kitas' }).eq('id', reporter.user!.id)).error?.code).toBe('PT403')
    // What is theirs alone stays theirs: their settings, and deleting what they wrote.
    expect((await reporter.client.from('profiles').update({ newsletter_consent: false }).eq('id', reporter.user!.id)).error).toBeNull()
    expect((await reporter.client.from('chat_messages').update({ deleted_at: new Date().toISOString() }).eq('id', written.id)).error).toBeNull()
    await must(reporter.client.rpc('appeal_moderation', { action_id: suspension, appeal: 'Prašau atšaukti sustabdymą.' }))
    await must(serviceClient().from('admin_users').update({ is_active: true }).eq('id', secondAdmin.user!.id))
    await must(secondAdmin.client.rpc('decide_appeal', { action_id: suspension, reverse: true, reason: 'Pažeidimai neįrodyti.' }))
    expect((await reporter.client.from('chat_messages').insert({ room_id: room.id, body: 'Ar galiu?' })).error).toBeNull()
  })
})

describe('limits', () => {
  it('stop a signed-out abuser after 10 reports an hour and 5 from one address, while another visitor still reports', async () => {
    const backend = await startBackend({ port: 0, dataDir: null, databaseUrl: '', bcryptCost: 4, quiet: true })
    try {
      const { rows } = await backend.db.query<{ id: string }>(
        `insert into public.events (title, description, category, starts_at, ends_at, town, region, status)
         select 'Renginys ' || i, 'Renginys, apie kurį pranešama.', 'Kultūra', now() + interval '30 days', now() + interval '31 days', 'Londonas', 'Anglija', 'approved'
         from generate_series(1, 12) as i returning id`,
      )
      const report = (who: Client, i: number, email: string) => who.from('content_reports').insert({ target_kind: 'event', target_id: rows[i].id, reason: 'spam', reporter_email: email })
      const abuser = clientFrom('127.0.0.41', backend.url)
      for (let i = 0; i < 10; i++) expect((await report(abuser, i, `srautas-${i}@example.org`)).error).toBeNull()
      const refused = await report(abuser, 10, 'dar-vienas@example.org')
      expect(refused.status).toBe(429)
      expect(refused.error).toMatchObject({ code: 'PT429', message: expect.stringContaining('ne daugiau kaip 10') })
      expect((await report(clientFrom('127.0.0.42', backend.url), 10, 'kitas@example.org')).error).toBeNull()

      // One address from many clients: five an hour.
      for (let i = 0; i < 5; i++) expect((await report(clientFrom(`127.0.0.${50 + i}`, backend.url), i, 'vienas@example.org')).error).toBeNull()
      expect((await report(clientFrom('127.0.0.60', backend.url), 5, 'vienas@example.org')).error?.code).toBe('PT429')
    } finally {
      await backend.close()
    }
  })
})

describe('the earlier lists', () => {
  it('are moved into the one queue, every row, with its status', async () => {
    const work = mkdtempSync(join(tmpdir(), 'reports-move-'))
    const before = join(work, 'before')
    const after = join(work, 'after')
    mkdirSync(before)
    mkdirSync(after)
    for (const name of readdirSync('supabase/migrations').filter((file) => file.endsWith('.sql'))) {
      copyFileSync(join('supabase/migrations', name), join(name < '20250601125700' ? before : after, name))
    }
    const backend = await startBackend({ port: 0, dataDir: null, databaseUrl: '', migrationsDir: before, bcryptCost: 4, quiet: true })
    try {
      const db = backend.db
      const [user] = (await db.query<{ id: string }>("insert into auth.users (id, email) values (gen_random_uuid(), 'senas@example.org') returning id")).rows
      const [room] = (await db.query<{ id: string }>("insert into public.chat_rooms (slug, kind, name) values ('sena', 'open', 'Sena') returning id")).rows
      const [open, hidden, kept] = (
        await db.query<{ id: string }>(
          `insert into public.chat_messages (room_id, author_id, author_name, body, hidden_at) values
           ($1, $2, 'Senas S.', 'Atvira', null), ($1, $2, 'Senas S.', 'Paslėpta', now()), ($1, $2, 'Senas S.', 'Palikta', null) returning id`,
          [room.id, user.id],
        )
      ).rows
      await db.query(
        `insert into public.chat_reports (message_id, reporter_id, reason, details, message_body, resolved_at) values
         ($1, $4, 'inappropriate', 'Netinkama', 'Atvira', null), ($2, $4, 'spam', null, 'Paslėpta', now()), ($3, $4, 'hate', null, 'Palikta', now())`,
        [open.id, hidden.id, kept.id, user.id],
      )
      const [ad] = (
        await db.query<{ id: string }>(
          "insert into public.classifieds (title, body, category, town, status, rejection_reason) values ('Senas skelbimas', 'Seno skelbimo tekstas.', 'Parduoda', 'Londonas', 'rejected', 'Sukčiavimas') returning id",
        )
      ).rows
      await db.query("insert into public.classified_reports (classified_id, reporter_id, reason, details, resolved_at) values ($1, $2, 'fraud', 'Apgaulė', now())", [ad.id, user.id])

      await applyPendingMigrations(db, migrationFiles(after))
      const { rows: moved } = await db.query(
        'select target_kind, reason, former_reason, note, snapshot, status, reporter_id from public.content_reports order by snapshot',
      )
      expect(moved).toEqual([
        { target_kind: 'chat_message', reason: 'other', former_reason: 'inappropriate', note: 'Netinkama', snapshot: 'Atvira', status: 'open', reporter_id: user.id },
        { target_kind: 'chat_message', reason: 'hate', former_reason: 'hate', note: null, snapshot: 'Palikta', status: 'dismissed', reporter_id: user.id },
        { target_kind: 'chat_message', reason: 'spam', former_reason: 'spam', note: null, snapshot: 'Paslėpta', status: 'actioned', reporter_id: user.id },
        { target_kind: 'classified', reason: 'scam_or_fraud', former_reason: 'fraud', note: 'Apgaulė', snapshot: 'Senas skelbimas\nSeno skelbimo tekstas.', status: 'actioned', reporter_id: user.id },
      ])
      const { rows: old } = await db.query("select to_regclass('public.chat_reports') as chat, to_regclass('public.classified_reports') as classifieds")
      expect(old).toEqual([{ chat: null, classifieds: null }])
    } finally {
      await backend.close()
      rmSync(work, { recursive: true, force: true })
    }
  }, 120_000)
})
