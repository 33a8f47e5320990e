// @ts-check
// The e-mails' words, Lithuanian, each with a plain-text part and a simple HTML part in which
// everything a person wrote (a title, a rejection reason) is escaped. Service messages: neutral,
// about the recipient's own submission, with no promotion (as UK PECR requires of messages sent
// without marketing consent). Web APIs only.

/**
 * @typedef {{ id: number, to_email: string, kind: string, payload: Record<string, unknown>, attempts: number }} ClaimedEmail
 * @typedef {{ subject: string, text: string, html: string, headers: Record<string, string> }} RenderedEmail
 */

const SIGNATURE = 'Lietuviai JK – lietuvių bendruomenės Jungtinėje Karalystėje portalas'

/** @param {string} text */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : '')

/**
 * What was decided, as the subject names it, and the verb of each outcome.
 * @type {Record<string, { subject: (title: string) => string, approved: string, rejected: string, why: string, page?: (slug: string) => string | null }>}
 */
const decisions = {
  event: { subject: (title) => `Jūsų renginys „${title}“`, approved: 'patvirtintas', rejected: 'atmestas', why: 'pasiūlėte renginį', page: (slug) => (slug ? `/renginiai/${slug}` : null) },
  classified: { subject: (title) => `Jūsų skelbimas „${title}“`, approved: 'patvirtintas', rejected: 'atmestas', why: 'pateikėte skelbimą', page: () => '/skelbimai' },
  article: { subject: (title) => `Jūsų straipsnis „${title}“`, approved: 'patvirtintas ir paskelbtas', rejected: 'atmestas', why: 'pateikėte straipsnį', page: (slug) => (slug ? `/naujienos/${slug}` : null) },
  correction: { subject: (title) => `Jūsų pataisymas įrašui „${title}“`, approved: 'pritaikytas', rejected: 'atmestas', why: 'pasiūlėte pataisymą' },
  claim: { subject: (title) => `Jūsų prašymas valdyti įrašą „${title}“`, approved: 'patvirtintas', rejected: 'atmestas', why: 'paprašėte valdyti katalogo įrašą' },
  membership: { subject: (title) => `Jūsų narystės prašymas („${title}“)`, approved: 'patvirtintas', rejected: 'atmestas', why: 'paprašėte narystės bendruomenėje' },
}

/**
 * One paragraph per entry, in text and in HTML; a link is written as its address in text and as
 * an anchor in HTML.
 * @param {Array<string | { before: string, link: string }>} paragraphs
 */
function compose(paragraphs) {
  const plain = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : `${paragraph.before} ${paragraph.link}`)).join('\n\n')
  const html = paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`
        : `<p>${escapeHtml(paragraph.before)} <a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.link)}</a></p>`,
    )
    .join('\n')
  return { text: plain, html: `<!doctype html>\n<html lang="lt"><body style="font-family:sans-serif;line-height:1.5">\n${html}\n</body></html>\n` }
}

/**
 * A decision on what the recipient submitted: the outcome, the reason of a refusal, the page of
 * an approved item and the account page where every decision is listed.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {RenderedEmail}
 */
function decisionEmail(payload, siteUrl) {
  const decision = decisions[text(payload.item)]
  if (!decision) throw new Error(`No template for a decision on '${text(payload.item)}'`)
  const rejected = payload.outcome === 'rejected'
  const subject = `${decision.subject(text(payload.title))} ${rejected ? decision.rejected : decision.approved}`
  const reason = text(payload.reason).trim()
  const slug = text(payload.slug)
  /** @type {Array<string | { before: string, link: string }>} */
  const paragraphs = ['Sveiki,', `${subject}.`]
  if (rejected) paragraphs.push(`Administratorių nurodyta priežastis: ${reason || 'nenurodyta'}.`)
  const page = rejected ? null : decision.page?.(slug)
  if (page) paragraphs.push({ before: 'Jį jau mato lankytojai:', link: `${siteUrl}${page}` })
  paragraphs.push({ before: 'Visus savo pateiktus įrašus ir administratorių sprendimus matote savo paskyroje:', link: `${siteUrl}/paskyra` })
  paragraphs.push(`${SIGNATURE}\nŠį laišką gavote, nes ${decision.why} portale „Lietuviai JK“.`)
  return { subject, ...compose(paragraphs), headers: {} }
}

const ukDay = new Intl.DateTimeFormat('lt-LT', { timeZone: 'Europe/London', dateStyle: 'long' })
const plural = new Intl.PluralRules('lt')

/**
 * A count with its noun in the form Lithuanian needs ('1 atsakymą', '3 atsakymus', '10 atsakymų').
 * @param {number} count @param {{ one: string, few: string, many: string, other: string }} forms
 */
export const counted = (count, forms) => `${count} ${forms[/** @type {'one' | 'few' | 'many' | 'other'} */ (plural.select(count))] ?? forms.other}`

/**
 * New replies to the recipient's classified, gathered over a few minutes into one message: how
 * many, and where to read them (who wrote and what stays in the portal).
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {RenderedEmail}
 */
function repliesEmail(payload, siteUrl) {
  const count = Math.max(1, Number(payload.count) || 1)
  const title = text(payload.title)
  const replies = counted(count, { one: 'atsakymą', few: 'atsakymus', many: 'atsakymo', other: 'atsakymų' })
  const subject = count === 1 ? `Naujas atsakymas į jūsų skelbimą „${title}“` : `${count} nauji atsakymai į jūsų skelbimą „${title}“`
  return {
    subject,
    ...compose([
      'Sveiki,',
      `gavote ${replies} į savo skelbimą „${title}“.`,
      { before: 'Atsakymus skaitykite savo paskyroje:', link: `${siteUrl}/paskyra` },
      `${SIGNATURE}\nŠį laišką gavote, nes paskelbėte skelbimą portale „Lietuviai JK“.`,
    ]),
    headers: {},
  }
}

/**
 * The recipient's classified expires in a few days, or has expired: when, and where to renew it.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @param {boolean} expired @returns {RenderedEmail}
 */
function expiryEmail(payload, siteUrl, expired) {
  const title = text(payload.title)
  const when = ukDay.format(new Date(text(payload.expires_at)))
  const subject = expired ? `Jūsų skelbimo „${title}“ galiojimas baigėsi` : `Jūsų skelbimas „${title}“ baigs galioti ${when}`
  return {
    subject,
    ...compose([
      'Sveiki,',
      expired
        ? `jūsų skelbimo „${title}“ galiojimas baigėsi ${when}: lankytojai jo nebemato.`
        : `jūsų skelbimas „${title}“ baigs galioti ${when}. Po to lankytojai jo nebematys.`,
      { before: 'Jei skelbimas dar aktualus, pratęskite jį 30 dienų savo paskyroje:', link: `${siteUrl}/paskyra` },
      `${SIGNATURE}\nŠį laišką gavote, nes paskelbėte skelbimą portale „Lietuviai JK“.`,
    ]),
    headers: {},
  }
}

/**
 * The e-mail for a claimed outbox message.
 * @param {ClaimedEmail} message @param {{ siteUrl: string }} options @returns {RenderedEmail}
 */
export function renderEmail(message, { siteUrl }) {
  switch (message.kind) {
    case 'decision':
      return decisionEmail(message.payload, siteUrl)
    case 'classified_replies':
      return repliesEmail(message.payload, siteUrl)
    case 'classified_expiring':
    case 'classified_expired':
      return expiryEmail(message.payload, siteUrl, message.kind === 'classified_expired')
    default:
      throw new Error(`No template for '${message.kind}'`)
  }
}
