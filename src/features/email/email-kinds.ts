import { m } from '@/paraglide/messages'

/**
 * The kinds of message a member may turn off on each channel, as the preferences
 * (public.notification_preferences: the e-mail column, and `portal_` + it) name them, with what
 * each is about in Lithuanian. The outbox's kinds map onto them (private.email_setting()).
 */
export const notificationSettings = [
  { key: 'decisions', label: 'Sprendimai dėl mano pateiktų renginių, skelbimų, straipsnių, pataisymų ir prašymų' },
  { key: 'classified_replies', label: 'Atsakymai į mano skelbimus' },
  { key: 'classified_expiry', label: 'Mano skelbimų galiojimo pabaiga' },
] as const

export type EmailSetting = (typeof notificationSettings)[number]['key']
export type PortalSetting = `portal_${EmailSetting}`

/** The setting an outbox kind answers to (the kind an unsubscribe link names). */
const settingOfKind: Record<string, EmailSetting> = {
  decision: 'decisions',
  classified_replies: 'classified_replies',
  classified_expiring: 'classified_expiry',
  classified_expired: 'classified_expiry',
}

/** What an unsubscribe link stops, in the page's language ('laiškus apie …', 'e-mails about …'): null for a kind we do not know. */
export function unsubscribedTopic(kind: string): string | null {
  if (kind === 'admin_queue' || kind === 'admin_digest') return m.email_topic_admin_queue()
  if (kind === 'weekly_digest') return m.email_topic_weekly_digest()
  switch (settingOfKind[kind]) {
    case 'decisions':
      return m.email_topic_decisions()
    case 'classified_replies':
      return m.email_topic_classified_replies()
    case 'classified_expiry':
      return m.email_topic_classified_expiry()
    default:
      return null
  }
}

/**
 * The kind an unsubscribe token names, read from its unsigned part (only to say what will stop:
 * the function checks the signature). Null for a token that is not one.
 */
export function kindInToken(token: string | null): string | null {
  const [payload, signature] = (token ?? '').split('.')
  if (!payload || !signature) return null
  try {
    const decoded = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { k?: unknown }
    return typeof decoded.k === 'string' ? decoded.k : null
  } catch {
    return null
  }
}
