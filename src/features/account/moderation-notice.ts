import { getLocale, intlLocale } from '@/lib/i18n/locale'
import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'

type Payload = Record<string, unknown>

/** A notice's title and lines, as notice-text.ts shows them. */
type Shown = { title: string; lines: string[]; link: null }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** What moderation acted on, named as a sentence names it ('renginys', 'chat message'). */
const items: Record<string, () => string> = {
  event: m.account_moderation_item_event,
  classified: m.account_moderation_item_classified,
  article: m.account_moderation_item_article,
  chat_message: m.account_moderation_item_chat_message,
  entry_translation: m.account_moderation_item_entry_translation,
  event_translation: m.account_moderation_item_event_translation,
  article_translation: m.account_moderation_item_article_translation,
  fact_translation: m.account_moderation_item_fact_translation,
  entry_text: m.account_moderation_item_entry_text,
  member_name: m.account_moderation_item_member_name,
}

/** The item with its title in quotes (a name is not quoted: the item is the name). */
export function moderatedItem(payload: Payload): string {
  const item = (Object.hasOwn(items, text(payload.item)) ? items[text(payload.item)]! : m.account_moderation_item_other)()
  const title = text(payload.title).trim()
  return title && payload.item !== 'member_name' ? m.account_moderation_item_titled({ item, title }) : m.account_moderation_item_plain({ item })
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

/** An instant as the e-mail writes it: UK time, the long date and the clock. */
const ukDateTime = perLocale(() => new Intl.DateTimeFormat(intlLocale[getLocale()], { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' }))

const reasonLine = (reason: unknown) => m.account_moderation_reason({ reason: text(reason).trim() || m.account_not_given() })

/** Titles by action, for a masculine and a feminine noun ('žinutė'): the participle agrees. */
const titles: Record<string, [(inputs: { item: string }) => string, (inputs: { item: string }) => string]> = {
  hide: [m.account_moderation_hidden_title, m.account_moderation_hidden_title_feminine],
  remove: [m.account_moderation_removed_title, m.account_moderation_removed_title_feminine],
  restore: [m.account_moderation_restored_title, m.account_moderation_restored_title_feminine],
}
const texts: Record<string, (inputs: { item: string }) => string> = {
  hide: m.account_moderation_hidden_text,
  remove: m.account_moderation_removed_text,
  restore: m.account_moderation_restored_text,
}

/** An administrator hid, removed or restored what the member published, or suspended their account. */
export function moderationNotice(payload: Payload): Shown | null {
  const action = text(payload.action)
  if (action === 'suspend') {
    const until = ukDateTime().format(new Date(text(payload.until)))
    return { title: m.account_moderation_suspended_title({ until }), lines: [m.account_moderation_suspended_text({ until }), reasonLine(payload.reason)], link: null }
  }
  const title = titles[action]
  const line = texts[action]
  if (!title || !line) return null
  const item = moderatedItem(payload)
  return { title: title[payload.item === 'chat_message' ? 1 : 0]({ item: capitalised(item) }), lines: [line({ item }), reasonLine(payload.reason)], link: null }
}

/** The outcome of the member's appeal, with the deciding administrator's reason. */
export function appealNotice(payload: Payload): Shown {
  const reversed = payload.outcome === 'reversed'
  const suspension = payload.action === 'suspend'
  const what = suspension ? m.account_appeal_what_suspension() : m.account_appeal_what_content({ item: moderatedItem(payload) })
  const first = !reversed
    ? m.account_appeal_upheld_text({ what })
    : suspension
      ? m.account_appeal_reversed_suspension_text({ what })
      : m.account_appeal_reversed_text({ what })
  return { title: reversed ? m.account_appeal_reversed_title() : m.account_appeal_upheld_title(), lines: [first, reasonLine(payload.appeal_reason)], link: null }
}
