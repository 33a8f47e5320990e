// @ts-check
// The e-mails' words, Lithuanian or English (the outbox row's `locale`: the recipient's language
// when it was written), each with a plain-text part and a simple HTML part in which
// everything a person wrote (a title, a rejection reason) is escaped. Service messages: neutral,
// about the recipient's own submission, with no promotion (as UK PECR requires of messages sent
// without marketing consent). Each ends with why it was sent and, for a kind the recipient may
// turn off, a one-click unsubscribe link (RFC 8058 headers and a link in the text). Web APIs only.

/**
 * @typedef {'lt' | 'en'} EmailLocale
 * @typedef {{ id: number, user_id: string | null, to_email: string, kind: string, payload: Record<string, unknown>, attempts: number, locale?: string | null }} ClaimedEmail
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

/** Kinds nobody turns off: they carry no unsubscribe link and ignore a pause (as private.is_essential_message says). */
export const isEssentialKind = (/** @type {string} */ kind) => kind.startsWith('membership_') || ['moderation', 'moderation_appeal', 'report_illegal'].includes(kind)
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
  ['reports', 'Pranešimai apie turinį'],
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
 * How many events and articles a digest left out to stay within the outbox's payload limit (its
 * pages list them).
 * @param {Record<string, unknown>} payload
 */
const digestLeftOut = (payload) => ({ moreEvents: Math.max(0, Math.trunc(Number(payload.more_events)) || 0), moreArticles: Math.max(0, Math.trunc(Number(payload.more_articles)) || 0) })

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
  const { moreEvents, moreArticles } = digestLeftOut(payload)
  if (events.length || moreEvents) {
    paragraphs.push('Renginiai')
    for (const event of events) paragraphs.push({ before: `${text(event.title)}, ${ukDateTime.format(new Date(text(event.starts_at)))}:`, link: `${siteUrl}/renginiai/${text(event.slug)}` })
    if (moreEvents) paragraphs.push({ before: `Ir dar ${counted(moreEvents, { one: 'renginys', few: 'renginiai', many: 'renginio', other: 'renginių' })}:`, link: `${siteUrl}/renginiai` })
  }
  if (articles.length || moreArticles) {
    paragraphs.push('Naujienos')
    for (const article of articles) paragraphs.push({ before: `${text(article.title)}:`, link: `${siteUrl}/naujienos/${text(article.slug)}` })
    if (moreArticles) paragraphs.push({ before: `Ir dar ${counted(moreArticles, { one: 'naujiena', few: 'naujienos', many: 'naujienos', other: 'naujienų' })}:`, link: `${siteUrl}/naujienos` })
  }
  return {
    subject: `Savaitė jūsų bendruomenėse: ${counted(events.length + articles.length + moreEvents + moreArticles, { one: 'naujiena', few: 'naujienos', many: 'naujienos', other: 'naujienų' })}`,
    paragraphs,
    why: 'užsisakėte savaitės naujienų laišką',
  }
}

// English: the same messages in British English, for members who read the portal in English.
// Links lead to the English pages (`/en/…`); the administrators' pages exist in Lithuanian only.

const enDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' })
const enDateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' })
const enMoney = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const enPlural = new Intl.PluralRules('en')

/** @param {unknown} day */
const enCalendarDay = (day) => enDay.format(new Date(`${text(day).slice(0, 10)}T12:00:00Z`))

/**
 * Pence as pounds the British way: '£25.00'.
 * @param {unknown} pence
 */
export const poundsEn = (pence) => enMoney.format(Number(pence) / 100)

/**
 * A count with its English noun ('1 reply', '3 replies').
 * @param {number} count @param {{ one: string, other: string }} forms
 */
export const countedEn = (count, forms) => `${count} ${enPlural.select(count) === 'one' ? forms.one : forms.other}`

/** What moderation acted on, as a sentence names it (nominative). @type {Record<string, string>} */
const moderatedItems = {
  event: 'renginys',
  classified: 'skelbimas',
  article: 'straipsnis',
  chat_message: 'žinutė pokalbiuose',
  entry_translation: 'katalogo įrašo vertimas',
  event_translation: 'renginio vertimas',
  article_translation: 'straipsnio vertimas',
  fact_translation: 'naudingos informacijos vertimas',
  entry_text: 'katalogo įrašo aprašymas',
  member_name: 'viešas vardas',
}

/** @param {Record<string, unknown>} payload */
const moderatedItem = (payload) => {
  const item = moderatedItems[text(payload.item)] ?? 'turinys'
  const title = text(payload.title).trim()
  return title && payload.item !== 'member_name' ? `${item} „${title}“` : item
}

/** Whether the item's noun is feminine (a chat message: 'žinutė'), for the participle's ending. @param {Record<string, unknown>} payload */
const feminine = (payload) => payload.item === 'chat_message'

/** A Lithuanian sentence's first letter up. @param {string} words */
const capitalised = (words) => words.charAt(0).toUpperCase() + words.slice(1)

/**
 * An administrator hid, removed or restored what the recipient published, or suspended their
 * account: what, why, and that they may appeal once in their account.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function moderationMessage(payload, siteUrl) {
  const action = text(payload.action)
  const item = moderatedItem(payload)
  const reason = text(payload.reason).trim() || 'nenurodyta'
  /** @type {Paragraph[]} */
  const paragraphs = []
  let subject
  if (action === 'suspend') {
    const until = ukDateTime.format(new Date(text(payload.until)))
    subject = `Jūsų paskyra sustabdyta iki ${until}`
    paragraphs.push(`Administratoriai sustabdė jūsų paskyrą iki ${until}: iki tol negalėsite rašyti portale.`)
  } else if (action === 'restore') {
    subject = `${capitalised(item)} vėl ${feminine(payload) ? 'matoma' : 'matomas'} portale`
    paragraphs.push(`Administratoriai peržiūrėjo pranešimą ir grąžino: ${item}.`)
  } else {
    const ending = feminine(payload) ? 'a' : 'as'
    subject = action === 'remove' ? `${capitalised(item)} pašalint${ending} iš portalo` : `${capitalised(item)} paslėpt${ending} portale`
    paragraphs.push(`Gavę pranešimą, administratoriai ${action === 'remove' ? 'pašalino' : 'paslėpė'}: ${item}.`)
  }
  paragraphs.push(`Priežastis: ${reason}.`)
  if (action !== 'restore') paragraphs.push({ before: 'Jei nesutinkate, sprendimą galite vieną kartą apskųsti savo paskyroje:', link: `${siteUrl}/paskyra` })
  return { subject, paragraphs, why: action === 'suspend' ? 'turite paskyrą' : 'paskelbėte turinį' }
}

/**
 * The outcome of the recipient's appeal: upheld or reversed, with the deciding administrator's reason.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function moderationAppealMessage(payload, siteUrl) {
  const reversed = payload.outcome === 'reversed'
  const suspension = payload.action === 'suspend'
  const what = suspension ? 'paskyros sustabdymo' : `sprendimo dėl: ${moderatedItem(payload)}`
  return {
    subject: reversed ? 'Jūsų skundas patenkintas' : 'Jūsų skundas atmestas',
    paragraphs: [
      reversed
        ? `Išnagrinėjęs jūsų skundą ${what}, kitas administratorius sprendimą atšaukė${suspension ? ': paskyra vėl veikia.' : ': turinys vėl matomas.'}`
        : `Išnagrinėjęs jūsų skundą ${what}, kitas administratorius sprendimą paliko galioti.`,
      `Priežastis: ${text(payload.appeal_reason).trim() || 'nenurodyta'}.`,
      { before: 'Sprendimus matote savo paskyroje:', link: `${siteUrl}/paskyra` },
    ],
    why: 'apskundėte administratorių sprendimą',
  }
}

/**
 * Someone reported illegal content: every active administrator hears at once.
 * @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message}
 */
function reportIllegalMessage(payload, siteUrl) {
  const item = moderatedItem(payload)
  return {
    subject: `Skubu: pranešta apie neteisėtą turinį (${item})`,
    paragraphs: [`Lankytojas ar narys pranešė, kad šis turinys neteisėtas: ${item}.`, { before: 'Peržiūrėkite jį nedelsdami:', link: `${siteUrl}/admin/pranesimai` }],
    why: 'esate portalo administratorius (apie neteisėtą turinį pranešame visada)',
  }
}

/** A title quoted as British English does. @param {string} title */
const quoted = (title) => `‘${title}’`

/** @type {Record<string, { subject: (title: string) => string, approved: string, why: string, page?: (slug: string) => string | null }>} */
const decisionsEn = {
  event: { subject: (title) => `Your event ${quoted(title)}`, approved: 'approved', why: 'you proposed an event', page: (slug) => (slug ? `/renginiai/${slug}` : null) },
  classified: { subject: (title) => `Your classified ad ${quoted(title)}`, approved: 'approved', why: 'you submitted a classified ad', page: () => '/skelbimai' },
  article: { subject: (title) => `Your article ${quoted(title)}`, approved: 'approved and published', why: 'you submitted an article', page: (slug) => (slug ? `/naujienos/${slug}` : null) },
  correction: { subject: (title) => `Your correction to ${quoted(title)}`, approved: 'applied', why: 'you suggested a correction' },
  claim: { subject: (title) => `Your request to manage ${quoted(title)}`, approved: 'approved', why: 'you asked to manage a directory entry' },
  membership: { subject: (title) => `Your membership request (${quoted(title)})`, approved: 'approved', why: 'you asked to join a community' },
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function decisionMessageEn(payload, siteUrl) {
  const decision = decisionsEn[text(payload.item)]
  if (!decision) throw new Error(`No template for a decision on '${text(payload.item)}'`)
  const rejected = payload.outcome === 'rejected'
  const subject = `${decision.subject(text(payload.title))} has been ${rejected ? 'rejected' : decision.approved}`
  const reason = text(payload.reason).trim()
  /** @type {Paragraph[]} */
  const paragraphs = [`${subject}.`]
  if (rejected) paragraphs.push(`Reason given by the administrators: ${reason || 'none given'}.`)
  const page = rejected ? null : decision.page?.(text(payload.slug))
  if (page) paragraphs.push({ before: 'Visitors can now see it:', link: `${siteUrl}/en${page}` })
  paragraphs.push({ before: 'You can see everything you have submitted and the administrators’ decisions in your account:', link: `${siteUrl}/en/paskyra` })
  return { subject, paragraphs, why: decision.why }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function repliesMessageEn(payload, siteUrl) {
  const count = Math.max(1, Number(payload.count) || 1)
  const title = quoted(text(payload.title))
  return {
    subject: count === 1 ? `A new reply to your classified ad ${title}` : `${count} new replies to your classified ad ${title}`,
    paragraphs: [`You have received ${countedEn(count, { one: 'reply', other: 'replies' })} to your classified ad ${title}.`, { before: 'Read them in your account:', link: `${siteUrl}/en/paskyra` }],
    why: 'you posted a classified ad',
  }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @param {boolean} expired @returns {Message} */
function expiryMessageEn(payload, siteUrl, expired) {
  const title = quoted(text(payload.title))
  const when = enDay.format(new Date(text(payload.expires_at)))
  return {
    subject: expired ? `Your classified ad ${title} has expired` : `Your classified ad ${title} expires on ${when}`,
    paragraphs: [
      expired ? `Your classified ad ${title} expired on ${when}: visitors can no longer see it.` : `Your classified ad ${title} expires on ${when}. After that, visitors will no longer see it.`,
      { before: 'If it is still current, renew it for 30 days in your account:', link: `${siteUrl}/en/paskyra` },
    ],
    why: 'you posted a classified ad',
  }
}

/** @type {Record<string, string>} */
const queuesEn = { events: 'Event proposals', articles: 'Articles', classifieds: 'Classified ads', corrections: 'Directory corrections', claims: 'Requests to manage entries', memberships: 'Membership requests', reports: 'Content reports' }

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function adminQueueMessageEn(payload, siteUrl) {
  const count = Math.max(1, Number(payload.count) || 1)
  const items = countedEn(count, { one: 'new item', other: 'new items' })
  return {
    subject: `Awaiting a decision: ${items}`,
    paragraphs: [
      `${items} ${count === 1 ? 'has' : 'have'} been submitted on the portal and ${count === 1 ? 'is' : 'are'} awaiting the administrators’ decision.`,
      { before: 'Review them:', link: `${siteUrl}/admin/moderavimas` },
    ],
    why: 'you are an administrator of the portal',
  }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function adminDigestMessageEn(payload, siteUrl) {
  const lines = queues.map(([key]) => [queuesEn[key], Number(payload[key]) || 0]).filter(([, count]) => Number(count) > 0)
  const total = lines.reduce((sum, [, count]) => sum + Number(count), 0)
  return {
    subject: `Awaiting a decision today: ${countedEn(total, { one: 'item', other: 'items' })}`,
    paragraphs: [lines.map(([label, count]) => `${label}: ${count}`).join('\n'), { before: 'Review them:', link: `${siteUrl}/admin/moderavimas` }],
    why: 'you are an administrator of the portal and chose the daily digest',
  }
}

/** @param {Record<string, unknown>} payload @returns {Paragraph[]} */
function howToPayEn(payload) {
  const bank = /** @type {Record<string, unknown> | null} */ (payload.bank && typeof payload.bank === 'object' ? payload.bank : null)
  if (!bank) {
    return [`The community has not yet given a bank account for membership fees. Once it has, you will see the details in your account. Payment reference: ${text(payload.reference)}.`]
  }
  return [
    [
      `Membership fee: ${poundsEn(payload.fee_pence)} a year.`,
      `Payee: ${text(bank.account_name)}`,
      `Sort code: ${sortCodeText(bank.sort_code)}`,
      `Account number: ${text(bank.account_number)}`,
      `Payment reference: ${text(payload.reference)}`,
    ].join('\n'),
    'Please enter the payment reference exactly as shown, so that the community can recognise your payment. You can also pay in cash at a community event.',
  ]
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function membershipReceivedMessageEn(payload, siteUrl) {
  const community = quoted(text(payload.community))
  return {
    subject: `Membership request received (${community})`,
    paragraphs: [
      `We have received your request to become a member of ${community}. Your membership will begin once the community has received the membership fee.`,
      ...howToPayEn(payload),
      { before: 'You can see your membership status and payments in your account:', link: `${siteUrl}/en/paskyra` },
    ],
    why: 'you asked to join a community',
  }
}

/** @type {Record<string, string>} */
const paymentMethodsEn = { bank_transfer: 'by bank transfer', cash: 'in cash', card: 'by card' }

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function membershipPaymentMessageEn(payload, siteUrl) {
  const community = quoted(text(payload.community))
  const paid = [poundsEn(payload.amount_pence), paymentMethodsEn[text(payload.method)], `on ${enCalendarDay(payload.paid_on)}`].filter(Boolean).join(' ')
  return {
    subject: `Membership fee received (${community})`,
    paragraphs: [
      `${community} has received your membership fee: ${paid}.`,
      `Your membership is valid until ${enCalendarDay(payload.paid_until)}.`,
      { before: 'You can see your payment history in your account:', link: `${siteUrl}/en/paskyra` },
    ],
    why: 'you are a member of a community',
  }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function membershipRenewalMessageEn(payload, siteUrl) {
  const community = quoted(text(payload.community))
  const days = Number(payload.days) || 0
  const until = enCalendarDay(payload.paid_until)
  const [subject, first] =
    days > 0
      ? [`Membership (${community}) ends on ${until}`, `Your membership of ${community} ends in ${countedEn(days, { one: 'day', other: 'days' })}, on ${until}.`]
      : days === 0
        ? [`Membership (${community}) ends today`, `Your membership of ${community} ends today, ${until}.`]
        : [`Membership (${community}) ended on ${until}`, `Your membership of ${community} ended on ${until}.`]
  return {
    subject,
    paragraphs: [
      first,
      `To renew it for a year, please pay the membership fee. If the fee has not been received by ${enCalendarDay(payload.grace_until)}, your membership will lapse.`,
      ...howToPayEn(payload),
      { before: 'You can see your membership status in your account:', link: `${siteUrl}/en/paskyra` },
    ],
    why: 'you are a member of a community',
  }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function membershipLapsedMessageEn(payload, siteUrl) {
  const community = quoted(text(payload.community))
  return {
    subject: `Membership (${community}) has lapsed`,
    paragraphs: [
      `Your membership of ${community} ended on ${enCalendarDay(payload.paid_until)} and the membership fee was not received within 30 days, so your membership has lapsed.`,
      { before: 'To become a member again, pay the membership fee: you will find the bank details and the payment reference in your account.', link: `${siteUrl}/en/paskyra` },
    ],
    why: 'you were a member of a community',
  }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function weeklyDigestMessageEn(payload, siteUrl) {
  const list = (/** @type {unknown} */ value) => (Array.isArray(value) ? /** @type {Record<string, unknown>[]} */ (value) : [])
  const events = list(payload.events)
  const articles = list(payload.articles)
  /** @type {Paragraph[]} */
  const paragraphs = ['What’s new in your communities this week:']
  const { moreEvents, moreArticles } = digestLeftOut(payload)
  if (events.length || moreEvents) {
    paragraphs.push('Events')
    for (const event of events) paragraphs.push({ before: `${text(event.title)}, ${enDateTime.format(new Date(text(event.starts_at)))}:`, link: `${siteUrl}/en/renginiai/${text(event.slug)}` })
    if (moreEvents) paragraphs.push({ before: `And ${countedEn(moreEvents, { one: 'more event', other: 'more events' })}:`, link: `${siteUrl}/en/renginiai` })
  }
  if (articles.length || moreArticles) {
    paragraphs.push('News')
    for (const article of articles) paragraphs.push({ before: `${text(article.title)}:`, link: `${siteUrl}/en/naujienos/${text(article.slug)}` })
    if (moreArticles) paragraphs.push({ before: `And ${countedEn(moreArticles, { one: 'more article', other: 'more articles' })}:`, link: `${siteUrl}/en/naujienos` })
  }
  return {
    subject: `Your communities this week: ${countedEn(events.length + articles.length + moreEvents + moreArticles, { one: 'new item', other: 'new items' })}`,
    paragraphs,
    why: 'you signed up for the weekly newsletter',
  }
}

/** @type {Record<string, string>} */
const moderatedItemsEn = {
  event: 'event',
  classified: 'classified ad',
  article: 'article',
  chat_message: 'chat message',
  entry_translation: 'translation of a directory entry',
  event_translation: 'translation of an event',
  article_translation: 'translation of an article',
  fact_translation: 'translation of useful information',
  entry_text: 'description of a directory entry',
  member_name: 'public name',
}

/** @param {Record<string, unknown>} payload */
const moderatedItemEn = (payload) => {
  const item = moderatedItemsEn[text(payload.item)] ?? 'content'
  const title = text(payload.title).trim()
  return title && payload.item !== 'member_name' ? `Your ${item} ${quoted(title)}` : `Your ${item}`
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function moderationMessageEn(payload, siteUrl) {
  const action = text(payload.action)
  const item = moderatedItemEn(payload)
  const reason = text(payload.reason).trim() || 'none given'
  /** @type {Paragraph[]} */
  const paragraphs = []
  let subject
  if (action === 'suspend') {
    const until = enDateTime.format(new Date(text(payload.until)))
    subject = `Your account has been suspended until ${until}`
    paragraphs.push(`The administrators have suspended your account until ${until}: until then you cannot post on the portal.`)
  } else if (action === 'restore') {
    subject = `${item} is visible again`
    paragraphs.push(`The administrators have reviewed a report and restored it: ${item}.`)
  } else {
    subject = `${item} has been ${action === 'remove' ? 'removed' : 'hidden'}`
    paragraphs.push(`After a report, the administrators have ${action === 'remove' ? 'removed' : 'hidden'} it: ${item}.`)
  }
  paragraphs.push(`Reason: ${reason}.`)
  if (action !== 'restore') paragraphs.push({ before: 'If you disagree, you can appeal once in your account:', link: `${siteUrl}/en/paskyra` })
  return { subject, paragraphs, why: action === 'suspend' ? 'you have an account' : 'you published content' }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function moderationAppealMessageEn(payload, siteUrl) {
  const reversed = payload.outcome === 'reversed'
  const suspension = payload.action === 'suspend'
  const what = suspension ? 'the suspension of your account' : `the decision on: ${moderatedItemEn(payload)}`
  return {
    subject: reversed ? 'Your appeal has been upheld' : 'Your appeal has been rejected',
    paragraphs: [
      reversed
        ? `Another administrator has reviewed your appeal against ${what} and reversed it${suspension ? ': your account works again.' : ': the content is visible again.'}`
        : `Another administrator has reviewed your appeal against ${what} and the decision stands.`,
      `Reason: ${text(payload.appeal_reason).trim() || 'none given'}.`,
      { before: 'You can see the decisions in your account:', link: `${siteUrl}/en/paskyra` },
    ],
    why: 'you appealed an administrators’ decision',
  }
}

/** @param {Record<string, unknown>} payload @param {string} siteUrl @returns {Message} */
function reportIllegalMessageEn(payload, siteUrl) {
  const item = moderatedItemsEn[text(payload.item)] ?? 'content'
  const title = text(payload.title).trim()
  const named = title && payload.item !== 'member_name' ? `${item} ${quoted(title)}` : item
  return {
    subject: `Urgent: illegal content reported (${named})`,
    paragraphs: [`A visitor or member has reported this as illegal: ${named}.`, { before: 'Review it without delay:', link: `${siteUrl}/admin/pranesimai` }],
    why: 'you are an administrator of the portal (reports of illegal content always reach you)',
  }
}

/**
 * Each language's messages by kind, and the frame around them: the greeting, the signature, why
 * the mail came, the unsubscribe lines, the account page and the HTML's language.
 * @type {Record<EmailLocale, { kinds: Record<string, (payload: Record<string, unknown>, siteUrl: string) => Message>, greeting: string, footer: (why: string) => string, unsubscribe: string, settings: string, account: string, htmlLang: string }>}
 */
const languages = {
  lt: {
    kinds: {
      decision: decisionMessage,
      classified_replies: repliesMessage,
      classified_expiring: (payload, siteUrl) => expiryMessage(payload, siteUrl, false),
      classified_expired: (payload, siteUrl) => expiryMessage(payload, siteUrl, true),
      admin_queue: adminQueueMessage,
      admin_digest: adminDigestMessage,
      weekly_digest: weeklyDigestMessage,
      membership_received: membershipReceivedMessage,
      membership_payment: membershipPaymentMessage,
      membership_renewal: membershipRenewalMessage,
      membership_lapsed: membershipLapsedMessage,
      moderation: moderationMessage,
      moderation_appeal: moderationAppealMessage,
      report_illegal: reportIllegalMessage,
    },
    greeting: 'Sveiki,',
    footer: (why) => `${SIGNATURE}\nŠį laišką gavote, nes ${why} portale „Lietuviai JK“.`,
    unsubscribe: 'Nebenorite tokių laiškų? Atsisakykite vienu paspaudimu:',
    settings: 'Visi laiškų nustatymai – jūsų paskyroje:',
    account: '/paskyra',
    htmlLang: 'lt',
  },
  en: {
    kinds: {
      decision: decisionMessageEn,
      classified_replies: repliesMessageEn,
      classified_expiring: (payload, siteUrl) => expiryMessageEn(payload, siteUrl, false),
      classified_expired: (payload, siteUrl) => expiryMessageEn(payload, siteUrl, true),
      admin_queue: adminQueueMessageEn,
      admin_digest: adminDigestMessageEn,
      weekly_digest: weeklyDigestMessageEn,
      membership_received: membershipReceivedMessageEn,
      membership_payment: membershipPaymentMessageEn,
      membership_renewal: membershipRenewalMessageEn,
      membership_lapsed: membershipLapsedMessageEn,
      moderation: moderationMessageEn,
      moderation_appeal: moderationAppealMessageEn,
      report_illegal: reportIllegalMessageEn,
    },
    greeting: 'Hello,',
    footer: (why) => `Lietuviai JK – the portal of the Lithuanian community in the United Kingdom\nYou are receiving this e-mail because ${why} on the Lietuviai JK portal.`,
    unsubscribe: 'Don’t want e-mails like this? Unsubscribe with one click:',
    settings: 'All your e-mail settings are in your account:',
    account: '/en/paskyra',
    htmlLang: 'en-GB',
  },
}

/** The language a row names; anything else (an old row without one) is Lithuanian. @param {unknown} locale @returns {EmailLocale} */
export const emailLocale = (locale) => (locale === 'en' ? 'en' : 'lt')

/**
 * The message's paragraphs between a greeting and the footer, in text and in HTML; a link is
 * written as its address in text and as an anchor in HTML.
 * @param {Paragraph[]} paragraphs @param {string} htmlLang
 */
function compose(paragraphs, htmlLang) {
  const plain = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : `${paragraph.before} ${paragraph.link}`)).join('\n\n')
  const html = paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`
        : `<p>${escapeHtml(paragraph.before)} <a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.link)}</a></p>`,
    )
    .join('\n')
  return { text: `${plain}\n`, html: `<!doctype html>\n<html lang="${htmlLang}"><body style="font-family:sans-serif;line-height:1.5">\n${html}\n</body></html>\n` }
}

/**
 * The message of one kind in its row's language (Lithuanian without one); the portal shows the
 * Lithuanian words as a notice.
 * @param {Pick<ClaimedEmail, 'kind' | 'payload' | 'locale'>} message @param {string} siteUrl @returns {Message}
 */
export function messageOf(message, siteUrl) {
  const kind = Object.hasOwn(languages.lt.kinds, message.kind) ? languages[emailLocale(message.locale)].kinds[message.kind] : undefined
  if (!kind) throw new Error(`No template for '${message.kind}'`)
  return kind(message.payload, siteUrl)
}

/**
 * The e-mail for a claimed outbox message, in its row's language; `unsubscribe` (every kind a
 * member may turn off) adds the one-click headers and a link in the text.
 * @param {ClaimedEmail} message @param {{ siteUrl: string, unsubscribe?: UnsubscribeLinks }} options @returns {RenderedEmail}
 */
export function renderEmail(message, { siteUrl, unsubscribe }) {
  const language = languages[emailLocale(message.locale)]
  const { subject, paragraphs, why } = messageOf(message, siteUrl)
  /** @type {Paragraph[]} */
  const footer = [language.footer(why)]
  if (unsubscribe) {
    footer.push({ before: language.unsubscribe, link: unsubscribe.page })
    footer.push({ before: language.settings, link: `${siteUrl}${language.account}` })
  }
  /** @type {Record<string, string>} */
  const headers = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}
  return { subject, ...compose([language.greeting, ...paragraphs, ...footer], language.htmlLang), headers }
}
