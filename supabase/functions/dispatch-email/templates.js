// @ts-check
// The e-mails' words, Lithuanian, each with a plain-text part and a simple HTML part in which
// everything a person wrote (a title, a rejection reason) is escaped. Service messages: neutral,
// about the recipient's own submission, with no promotion (as UK PECR requires of messages sent
// without marketing consent). Each ends with why it was sent and, for a kind the recipient may
// turn off, a one-click unsubscribe link (RFC 8058 headers and a link in the text). Web APIs only.

/**
 * @typedef {{ id: number, user_id: string | null, to_email: string, kind: string, payload: Record<string, unknown>, attempts: number }} ClaimedEmail
 * @typedef {{ subject: string, text: string, html: string, headers: Record<string, string> }} RenderedEmail
 * @typedef {string | { before: string, link: string }} Paragraph
 * @typedef {{ subject: string, paragraphs: Paragraph[], why: string }} Message
 * @typedef {{ oneClick: string, page: string }} UnsubscribeLinks
 */

const SIGNATURE = 'Lietuviai JK – lietuvių bendruomenės Jungtinėje Karalystėje portalas'

/** @param {string} text */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : '')

const ukDay = new Intl.DateTimeFormat('lt-LT', { timeZone: 'Europe/London', dateStyle: 'long' })
const ukDateTime = new Intl.DateTimeFormat('lt-LT', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' })

/**
 * A calendar day (`2027-11-26`) as Lithuanian writes it; a day has no time zone to convert.
 * @param {unknown} day
 */
const calendarDay = (day) => ukDay.format(new Date(`${text(day).slice(0, 10)}T12:00:00Z`))

/**
 * Pence as pounds the Lithuanian way: '25,00 £'.
 * @param {unknown} pence
 */
export const pounds = (pence) => `${(Number(pence) / 100).toFixed(2).replace('.', ',')}\u00a0£`

/**
 * A sort code as banks print it: '12-34-56'.
 * @param {unknown} code
 */
export const sortCodeText = (code) => text(code).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3')

/** Kinds nobody turns off: they carry no unsubscribe link and ignore a pause. */
export const isEssentialKind = (/** @type {string} */ kind) => kind.startsWith('membership_')
const plural = new Intl.PluralRules('lt')

/**
 * A count with its noun in the form Lithuanian needs ('1 atsakymą', '3 atsakymus', '10 atsakymų').
 * @param {number} count @param {{ one: string, few: string, many: string, other: string }} forms
 */
export const counted = (count, forms) => `${count} ${forms[/** @type {'one' | 'few' | 'many' | 'other'} */ (plural.select(count))] ?? forms.other}`

/**
 * What was decided, as the subject names it, and the word of each outcome.
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
 * A decision on what the recipient submitted: the outcome, the reason of a refusal, the page of
 * an approved item and the account page where every decision is listed.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function decisionMessage(payload, siteUrl) {
  const decision = decisions[text(payload.item)]
  if (!decision) throw new Error(`No template for a decision on '${text(payload.item)}'`)
  const rejected = payload.outcome === 'rejected'
  const subject = `${decision.subject(text(payload.title))} ${rejected ? decision.rejected : decision.approved}`
  const reason = text(payload.reason).trim()
  /** @type {Paragraph[]} */
  const paragraphs = [`${subject}.`]
  if (rejected) paragraphs.push(`Administratorių nurodyta priežastis: ${reason || 'nenurodyta'}.`)
  const page = rejected ? null : decision.page?.(text(payload.slug))
  if (page) paragraphs.push({ before: 'Jį jau mato lankytojai:', link: `${siteUrl}${page}` })
  paragraphs.push({ before: 'Visus savo pateiktus įrašus ir administratorių sprendimus matote savo paskyroje:', link: `${siteUrl}/paskyra` })
  return { subject, paragraphs, why: decision.why }
}

/**
 * New replies to the recipient's classified, gathered over a few minutes into one message: how
 * many, and where to read them (who wrote and what stays in the portal).
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function repliesMessage(payload, siteUrl) {
  const count = Math.max(1, Number(payload.count) || 1)
  const title = text(payload.title)
  const replies = counted(count, { one: 'atsakymą', few: 'atsakymus', many: 'atsakymo', other: 'atsakymų' })
  return {
    subject: count === 1 ? `Naujas atsakymas į jūsų skelbimą „${title}“` : `${count} nauji atsakymai į jūsų skelbimą „${title}“`,
    paragraphs: [`Gavote ${replies} į savo skelbimą „${title}“.`, { before: 'Atsakymus skaitykite savo paskyroje:', link: `${siteUrl}/paskyra` }],
    why: 'paskelbėte skelbimą',
  }
}

/**
 * The recipient's classified expires in a few days, or has expired: when, and where to renew it.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @param {boolean} expired @returns {Message}
 */
function expiryMessage(payload, siteUrl, expired) {
  const title = text(payload.title)
  const when = ukDay.format(new Date(text(payload.expires_at)))
  return {
    subject: expired ? `Jūsų skelbimo „${title}“ galiojimas baigėsi` : `Jūsų skelbimas „${title}“ baigs galioti ${when}`,
    paragraphs: [
      expired ? `Jūsų skelbimo „${title}“ galiojimas baigėsi ${when}: lankytojai jo nebemato.` : `Jūsų skelbimas „${title}“ baigs galioti ${when}. Po to lankytojai jo nebematys.`,
      { before: 'Jei skelbimas dar aktualus, pratęskite jį 30 dienų savo paskyroje:', link: `${siteUrl}/paskyra` },
    ],
    why: 'paskelbėte skelbimą',
  }
}

/** What each moderation queue holds, as the digest lists it. */
const queues = /** @type {const} */ ([
  ['events', 'Renginių pasiūlymai'],
  ['articles', 'Straipsniai'],
  ['classifieds', 'Skelbimai'],
  ['corrections', 'Katalogo pataisymai'],
  ['claims', 'Prašymai valdyti įrašus'],
  ['memberships', 'Narystės prašymai'],
])

/**
 * New arrivals in the moderation queues, gathered over ten minutes: how many, and where to decide.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function adminQueueMessage(payload, siteUrl) {
  const count = Math.max(1, Number(payload.count) || 1)
  const items = counted(count, { one: 'naujas įrašas', few: 'nauji įrašai', many: 'naujo įrašo', other: 'naujų įrašų' })
  return {
    subject: `Laukia sprendimo: ${items}`,
    paragraphs: [`Portale ${count === 1 ? 'pateiktas' : 'pateikta'} ${items}, ${count === 1 ? 'laukiantis' : 'laukiantys'} administratorių sprendimo.`, { before: 'Peržiūrėkite juos:', link: `${siteUrl}/admin/moderavimas` }],
    why: 'esate portalo administratorius',
  }
}

/**
 * The daily digest of what waits in each queue.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function adminDigestMessage(payload, siteUrl) {
  const lines = queues.map(([key, label]) => [label, Number(payload[key]) || 0]).filter(([, count]) => Number(count) > 0)
  const total = lines.reduce((sum, [, count]) => sum + Number(count), 0)
  return {
    subject: `Šiandien laukia sprendimo: ${counted(total, { one: 'įrašas', few: 'įrašai', many: 'įrašo', other: 'įrašų' })}`,
    paragraphs: [lines.map(([label, count]) => `${label}: ${count}`).join('\n'), { before: 'Peržiūrėkite juos:', link: `${siteUrl}/admin/moderavimas` }],
    why: 'esate portalo administratorius ir pasirinkote dienos suvestinę',
  }
}

/**
 * Where to pay: the amount, the community's account and the reference, or why there is none yet.
 * @param {Record<string, unknown>} payload @returns {Paragraph[]}
 */
function howToPay(payload) {
  const bank = /** @type {Record<string, unknown> | null} */ (payload.bank && typeof payload.bank === 'object' ? payload.bank : null)
  if (!bank) {
    return [`Bendruomenė dar nenurodė banko sąskaitos nario mokesčiui. Kai ją nurodys, rekvizitus matysite savo paskyroje. Mokėjimo paskirtis: ${text(payload.reference)}.`]
  }
  const sortCode = sortCodeText(bank.sort_code)
  return [
    [
      `Nario mokestis: ${pounds(payload.fee_pence)} per metus.`,
      `Gavėjas: ${text(bank.account_name)}`,
      `Sort code: ${sortCode}`,
      `Sąskaitos numeris: ${text(bank.account_number)}`,
      `Mokėjimo paskirtis (reference): ${text(payload.reference)}`,
    ].join('\n'),
    'Mokėjimo paskirtį įrašykite tiksliai taip, kad bendruomenė atpažintų jūsų mokėjimą. Grynaisiais galite sumokėti ir bendruomenės renginyje.',
  ]
}

/**
 * The member plan was asked for: received, and how to pay.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function membershipReceivedMessage(payload, siteUrl) {
  const community = text(payload.community)
  return {
    subject: `Narystės prašymas gautas („${community}“)`,
    paragraphs: [
      `Gavome jūsų prašymą tapti bendruomenės „${community}“ nariu. Narystė įsigalios, kai bendruomenė gaus nario mokestį.`,
      ...howToPay(payload),
      { before: 'Narystės būseną ir mokėjimus matote savo paskyroje:', link: `${siteUrl}/paskyra` },
    ],
    why: 'paprašėte narystės bendruomenėje',
  }
}

/** @type {Record<string, string>} */
const paymentMethods = { bank_transfer: 'banko pavedimu', cash: 'grynaisiais', card: 'kortele' }

/**
 * Dues received: how much, how, and until when the membership is current.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function membershipPaymentMessage(payload, siteUrl) {
  const community = text(payload.community)
  return {
    subject: `Nario mokestis gautas („${community}“)`,
    paragraphs: [
      `Bendruomenė „${community}“ gavo jūsų nario mokestį: ${pounds(payload.amount_pence)} ${paymentMethods[text(payload.method)] ?? ''}, ${calendarDay(payload.paid_on)}.`.replace(' ,', ','),
      `Jūsų narystė galioja iki ${calendarDay(payload.paid_until)}.`,
      { before: 'Mokėjimų istoriją matote savo paskyroje:', link: `${siteUrl}/paskyra` },
    ],
    why: 'esate bendruomenės narys',
  }
}

/**
 * The membership ends in some days, ends today, or ended and is in its grace: when, until when it
 * can still be paid, how to pay. `days` is what is left on the day the reminder is written.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function membershipRenewalMessage(payload, siteUrl) {
  const community = text(payload.community)
  const days = Number(payload.days) || 0
  const until = calendarDay(payload.paid_until)
  const [subject, first] =
    days > 0
      ? [`Narystė („${community}“) baigiasi ${until}`, `Jūsų narystė bendruomenėje „${community}“ baigiasi po ${counted(days, { one: 'dienos', few: 'dienų', many: 'dienos', other: 'dienų' })}, ${until}.`]
      : days === 0
        ? [`Narystė („${community}“) baigiasi šiandien`, `Jūsų narystė bendruomenėje „${community}“ baigiasi šiandien, ${until}.`]
        : [`Narystė („${community}“) baigėsi ${until}`, `Jūsų narystė bendruomenėje „${community}“ baigėsi ${until}.`]
  return {
    subject,
    paragraphs: [
      first,
      `Norėdami ją pratęsti metams, sumokėkite nario mokestį. Jei mokestis nebus gautas iki ${calendarDay(payload.grace_until)}, narystė nebegalios.`,
      ...howToPay(payload),
      { before: 'Narystės būseną matote savo paskyroje:', link: `${siteUrl}/paskyra` },
    ],
    why: 'esate bendruomenės narys',
  }
}

/**
 * The grace period ended without dues: the membership no longer holds.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function membershipLapsedMessage(payload, siteUrl) {
  const community = text(payload.community)
  return {
    subject: `Narystė („${community}“) nebegalioja`,
    paragraphs: [
      `Jūsų narystė bendruomenėje „${community}“ baigėsi ${calendarDay(payload.paid_until)}, o nario mokestis per 30 dienų nebuvo gautas, todėl narystė nebegalioja.`,
      { before: 'Norėdami vėl tapti nariu, sumokėkite nario mokestį: rekvizitus ir mokėjimo paskirtį rasite paskyroje.', link: `${siteUrl}/paskyra` },
    ],
    why: 'buvote bendruomenės narys',
  }
}

/**
 * The weekly digest: new events and articles of the recipient's communities, each with its page.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function weeklyDigestMessage(payload, siteUrl) {
  const list = (/** @type {unknown} */ value) => (Array.isArray(value) ? /** @type {Record<string, unknown>[]} */ (value) : [])
  const events = list(payload.events)
  const articles = list(payload.articles)
  /** @type {Paragraph[]} */
  const paragraphs = ['Kas naujo jūsų bendruomenėse per savaitę:']
  if (events.length) {
    paragraphs.push('Renginiai')
    for (const event of events) paragraphs.push({ before: `${text(event.title)}, ${ukDateTime.format(new Date(text(event.starts_at)))}:`, link: `${siteUrl}/renginiai/${text(event.slug)}` })
  }
  if (articles.length) {
    paragraphs.push('Naujienos')
    for (const article of articles) paragraphs.push({ before: `${text(article.title)}:`, link: `${siteUrl}/naujienos/${text(article.slug)}` })
  }
  return {
    subject: `Savaitė jūsų bendruomenėse: ${counted(events.length + articles.length, { one: 'naujiena', few: 'naujienos', many: 'naujienos', other: 'naujienų' })}`,
    paragraphs,
    why: 'užsisakėte savaitės naujienų laišką',
  }
}

/**
 * The message's paragraphs between a greeting and the footer, in text and in HTML; a link is
 * written as its address in text and as an anchor in HTML.
 * @param {Paragraph[]} paragraphs
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
  return { text: `${plain}\n`, html: `<!doctype html>\n<html lang="lt"><body style="font-family:sans-serif;line-height:1.5">\n${html}\n</body></html>\n` }
}

/**
 * The message of one kind; the portal shows the same words as a notice.
 * @param {Pick<ClaimedEmail, 'kind' | 'payload'>} message @param {string} siteUrl @returns {Message}
 */
export function messageOf(message, siteUrl) {
  switch (message.kind) {
    case 'decision':
      return decisionMessage(message.payload, siteUrl)
    case 'classified_replies':
      return repliesMessage(message.payload, siteUrl)
    case 'classified_expiring':
    case 'classified_expired':
      return expiryMessage(message.payload, siteUrl, message.kind === 'classified_expired')
    case 'admin_queue':
      return adminQueueMessage(message.payload, siteUrl)
    case 'admin_digest':
      return adminDigestMessage(message.payload, siteUrl)
    case 'weekly_digest':
      return weeklyDigestMessage(message.payload, siteUrl)
    case 'membership_received':
      return membershipReceivedMessage(message.payload, siteUrl)
    case 'membership_payment':
      return membershipPaymentMessage(message.payload, siteUrl)
    case 'membership_renewal':
      return membershipRenewalMessage(message.payload, siteUrl)
    case 'membership_lapsed':
      return membershipLapsedMessage(message.payload, siteUrl)
    default:
      throw new Error(`No template for '${message.kind}'`)
  }
}

/**
 * The e-mail for a claimed outbox message; `unsubscribe` (every kind a member may turn off) adds
 * the one-click headers and a link in the text.
 * @param {ClaimedEmail} message @param {{ siteUrl: string, unsubscribe?: UnsubscribeLinks }} options @returns {RenderedEmail}
 */
export function renderEmail(message, { siteUrl, unsubscribe }) {
  const { subject, paragraphs, why } = messageOf(message, siteUrl)
  /** @type {Paragraph[]} */
  const footer = [`${SIGNATURE}\nŠį laišką gavote, nes ${why} portale „Lietuviai JK“.`]
  if (unsubscribe) {
    footer.push({ before: 'Nebenorite tokių laiškų? Atsisakykite vienu paspaudimu:', link: unsubscribe.page })
    footer.push({ before: 'Visi laiškų nustatymai – jūsų paskyroje:', link: `${siteUrl}/paskyra` })
  }
  /** @type {Record<string, string>} */
  const headers = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}
  return { subject, ...compose(['Sveiki,', ...paragraphs, ...footer]), headers }
}
