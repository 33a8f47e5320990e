import { paths } from '@/app/paths'
import { entryPagePath, hasDirectoryPages } from '@/features/directory/directory-pages'
import { supabase } from '@/lib/supabase/client'

/** Where reported content is now: a link to it, its state if it is off the site, and its author where the page may know them. */
export type ContentContext = {
  link?: { href: string; text: string }
  state?: string
  /** The author, for a suspension: known for a chat message and a member's name. */
  author?: { id: string; name: string }
}

/** The most ids one read names (decision: no address grows with the data). */
const CHUNK = 100

/** Rows read by their ids, a hundred ids a read. */
async function byIds<Row>(ids: readonly string[], read: (chunk: string[]) => PromiseLike<{ data: Row[] | null }>): Promise<Row[]> {
  const rows: Row[] = []
  for (let start = 0; start < ids.length; start += CHUNK) rows.push(...((await read(ids.slice(start, start + CHUNK))).data ?? []))
  return rows
}

type Contexts = Map<string, ContentContext>
const english = (path: string) => `/en${path}`

async function chatMessages(ids: string[], contexts: Contexts) {
  const messages = await byIds(ids, (chunk) => supabase.from('chat_messages').select('id, room_id, author_id, author_name, hidden_at, deleted_at').in('id', chunk).throwOnError())
  const rooms = await byIds([...new Set(messages.map((message) => message.room_id))], (chunk) => supabase.from('chat_rooms').select('id, slug, kind, name').in('id', chunk).throwOnError())
  const roomOf = new Map(rooms.map((room) => [room.id, room]))
  for (const message of messages) {
    const room = roomOf.get(message.room_id)
    contexts.set(`chat_message:${message.id}`, {
      ...(room && { link: { href: `${paths.chat}?${room.kind === 'topic' ? 'skiltis=temos&' : ''}kambarys=${encodeURIComponent(room.slug)}`, text: `Atidaryti kambarį „${room.name}“` } }),
      ...(message.deleted_at ? { state: 'Autorius žinutę ištrynė' } : message.hidden_at ? { state: 'Žinutė paslėpta' } : {}),
      ...(message.author_id && { author: { id: message.author_id, name: message.author_name } }),
    })
  }
}

async function classifieds(ids: string[], contexts: Contexts) {
  const rows = await byIds(ids, (chunk) => supabase.from('classifieds').select('id, status, hidden_at').in('id', chunk).throwOnError())
  for (const row of rows) {
    const state = row.status === 'rejected' ? 'Skelbimas pašalintas' : row.hidden_at ? 'Skelbimas paslėptas (kol administratoriai nuspręs)' : row.status !== 'approved' ? `Būsena: ${row.status}` : undefined
    contexts.set(`classified:${row.id}`, { link: { href: paths.classified(row.id), text: 'Atidaryti skelbimą' }, ...(state && { state }) })
  }
}

async function events(ids: string[], contexts: Contexts, kind = 'event', translationOf = new Map<string, string>()) {
  const rows = await byIds(ids, (chunk) => supabase.from('events').select('id, slug, status').in('id', chunk).throwOnError())
  for (const row of rows) {
    const key = translationOf.get(row.id) ?? `${kind}:${row.id}`
    const href = kind === 'event' ? paths.event(row.slug) : english(paths.event(row.slug))
    contexts.set(key, { ...contexts.get(key), ...(row.status === 'approved' ? { link: { href, text: 'Atidaryti renginio puslapį' } } : { state: row.status === 'rejected' ? 'Renginys pašalintas' : `Būsena: ${row.status}` }) })
  }
}

async function articles(ids: string[], contexts: Contexts, kind = 'article', translationOf = new Map<string, string>()) {
  const rows = await byIds(ids, (chunk) => supabase.from('articles').select('id, slug, status').in('id', chunk).throwOnError())
  for (const row of rows) {
    const key = translationOf.get(row.id) ?? `${kind}:${row.id}`
    const shown = row.status === 'published' || row.status === 'scheduled'
    const href = kind === 'article' ? paths.article(row.slug) : english(paths.article(row.slug))
    contexts.set(key, { ...contexts.get(key), ...(shown ? { link: { href, text: 'Atidaryti straipsnį' } } : { state: row.status === 'archived' ? 'Straipsnis paslėptas' : row.status === 'rejected' ? 'Straipsnis pašalintas' : `Būsena: ${row.status}` }) })
  }
}

async function entries(ids: string[], contexts: Contexts, kind = 'entry_text', translationOf = new Map<string, string>()) {
  const rows = await byIds(ids, (chunk) => supabase.from('directory_entries').select('id, directory, slug, status').in('id', chunk).throwOnError())
  for (const row of rows) {
    const key = translationOf.get(row.id) ?? `${kind}:${row.id}`
    if (row.status === 'published' && hasDirectoryPages(row.directory)) {
      const path = entryPagePath(row.directory, row.slug)
      contexts.set(key, { ...contexts.get(key), link: { href: kind === 'entry_text' ? path : english(path), text: 'Atidaryti įrašo puslapį' } })
    }
  }
}

/** A translation's state, and its item's page in English (read as the item's kind reads it). */
async function translations(kind: 'event_translation' | 'article_translation' | 'entry_translation', ids: string[], contexts: Contexts) {
  const itemOf = new Map<string, string>()
  const read = async <Row extends { id: string; status: string }>(rows: Row[], item: (row: Row) => string) => {
    for (const row of rows) {
      itemOf.set(item(row), `${kind}:${row.id}`)
      if (row.status !== 'published') contexts.set(`${kind}:${row.id}`, { state: 'Vertimas paslėptas (juodraštis)' })
    }
  }
  if (kind === 'event_translation') {
    await read(await byIds(ids, (chunk) => supabase.from('event_translations').select('id, event_id, status').in('id', chunk).throwOnError()), (row) => row.event_id)
    await events([...itemOf.keys()], contexts, kind, itemOf)
  } else if (kind === 'article_translation') {
    await read(await byIds(ids, (chunk) => supabase.from('article_translations').select('id, article_id, status').in('id', chunk).throwOnError()), (row) => row.article_id)
    await articles([...itemOf.keys()], contexts, kind, itemOf)
  } else {
    await read(await byIds(ids, (chunk) => supabase.from('entry_translations').select('id, entry_id, status').in('id', chunk).throwOnError()), (row) => row.entry_id)
    await entries([...itemOf.keys()], contexts, kind, itemOf)
  }
}

/** Each reported item's context, by '<kind>:<id>', in a few reads per kind. */
export async function contextOf(items: ReadonlyArray<{ kind: string; targetId: string; snapshot: string }>): Promise<Contexts> {
  const contexts: Contexts = new Map()
  const idsOf = (kind: string) => items.filter((item) => item.kind === kind).map((item) => item.targetId)
  await Promise.all([
    chatMessages(idsOf('chat_message'), contexts),
    classifieds(idsOf('classified'), contexts),
    events(idsOf('event'), contexts),
    articles(idsOf('article'), contexts),
    entries(idsOf('entry_text'), contexts),
    translations('event_translation', idsOf('event_translation'), contexts),
    translations('article_translation', idsOf('article_translation'), contexts),
    translations('entry_translation', idsOf('entry_translation'), contexts),
  ])
  for (const item of items) {
    if (item.kind === 'member_name') contexts.set(`member_name:${item.targetId}`, { author: { id: item.targetId, name: item.snapshot } })
    if (item.kind === 'fact_translation') contexts.set(`fact_translation:${item.targetId}`, { link: { href: english(paths.essentialInfo), text: 'Atidaryti puslapį anglų kalba' } })
  }
  return contexts
}
