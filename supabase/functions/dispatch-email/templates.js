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

/**
 * The e-mail for a claimed outbox message.
 * @param {ClaimedEmail} message @param {{ siteUrl: string }} options @returns {RenderedEmail}
 */
export function renderEmail(message, { siteUrl }) {
  switch (message.kind) {
    case 'decision':
      return decisionEmail(message.payload, siteUrl)
    default:
      throw new Error(`No template for '${message.kind}'`)
  }
}
