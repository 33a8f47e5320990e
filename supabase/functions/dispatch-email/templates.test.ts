import { describe, expect, it } from 'vitest'
import { counted, countedEn, isEssentialKind, pounds, poundsEn, renderEmail, type ClaimedEmail } from './templates.js'

const site = 'https://lietuviai.example.org'
const claimed = (kind: string, payload: Record<string, unknown>, locale?: string): ClaimedEmail => ({ id: 1, user_id: 'u-1', to_email: 'narys@example.org', kind, payload, attempts: 1, locale })
const english = (kind: string, payload: Record<string, unknown>) => claimed(kind, payload, 'en')
const unsubscribe = { oneClick: 'https://api.example.org/functions/v1/unsubscribe?t=abc.def', page: `${site}/laiskai/atsisakyti?t=abc.def` }

describe('the e-mail templates', () => {
  it('say a rejection and its reason, escaped in HTML, with the account link and why the mail came', () => {
    const email = renderEmail(claimed('decision', { item: 'event', outcome: 'rejected', title: 'Kūčios <Lidse>', reason: 'Ne JK & ne čia' }), { siteUrl: site })
    expect(email.subject).toBe('Jūsų renginys „Kūčios <Lidse>“ atmestas')
    expect(email.text).toBe(
      [
        'Sveiki,',
        'Jūsų renginys „Kūčios <Lidse>“ atmestas.',
        'Administratorių nurodyta priežastis: Ne JK & ne čia.',
        `Visus savo pateiktus įrašus ir administratorių sprendimus matote savo paskyroje: ${site}/paskyra`,
        'Lietuviai JK – lietuvių bendruomenės Jungtinėje Karalystėje portalas\nŠį laišką gavote, nes pasiūlėte renginį portale „Lietuviai JK“.',
      ].join('\n\n') + '\n',
    )
    expect(email.html).toContain('Jūsų renginys „Kūčios &#60;Lidse&#62;“ atmestas.')
    expect(email.html).toContain('Ne JK &#38; ne čia')
    expect(email.html).not.toContain('<Lidse>')
    expect(email.headers).toEqual({})
  })

  it('link an approved item to its page', () => {
    expect(renderEmail(claimed('decision', { item: 'article', outcome: 'approved', title: 'Metinis susirinkimas', slug: 'metinis' }), { siteUrl: site }).text).toContain(
      `Jį jau mato lankytojai: ${site}/naujienos/metinis`,
    )
  })

  it('carry the one-click unsubscribe headers (RFC 8058) and a link in the text when the kind can be turned off', () => {
    const email = renderEmail(claimed('classified_replies', { title: 'Dviratis', count: 1 }), { siteUrl: site, unsubscribe })
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(email.text).toContain(`Nebenorite tokių laiškų? Atsisakykite vienu paspaudimu: ${unsubscribe.page}`)
    expect(email.subject).toBe('Naujas atsakymas į jūsų skelbimą „Dviratis“')
  })

  it('count replies in Lithuanian plurals and date expiries in UK time', () => {
    expect([1, 2, 9, 10, 11, 21].map((n) => counted(n, { one: 'atsakymą', few: 'atsakymus', many: 'atsakymo', other: 'atsakymų' }))).toEqual([
      '1 atsakymą',
      '2 atsakymus',
      '9 atsakymus',
      '10 atsakymų',
      '11 atsakymų',
      '21 atsakymą',
    ])
    // 00:30 on 1 April in London is still 31 March in UTC.
    const email = renderEmail(claimed('classified_expiring', { title: 'Kambarys', expires_at: '2027-03-31T23:30:00Z' }), { siteUrl: site })
    expect(email.subject).toBe('Jūsų skelbimas „Kambarys“ baigs galioti 2027 m. balandžio 1 d.')
  })

  it('tell how to pay dues: pounds, the account, the reference; then the payment, the reminders and the lapse with their dates', () => {
    const bank = { account_name: 'Lidso lietuvių bendruomenė', sort_code: '123456', account_number: '12345678' }
    const received = renderEmail(claimed('membership_received', { community: 'Lidso lietuvių bendruomenė', reference: 'LTUK-ABCD2345', fee_pence: 2500, bank }), { siteUrl: site })
    expect(received.subject).toBe('Narystės prašymas gautas („Lidso lietuvių bendruomenė“)')
    expect(received.text).toContain('Nario mokestis: 25,00\u00a0£ per metus.\nGavėjas: Lidso lietuvių bendruomenė\nSort code: 12-34-56\nSąskaitos numeris: 12345678\nMokėjimo paskirtis (reference): LTUK-ABCD2345')
    expect(renderEmail(claimed('membership_received', { community: 'L', reference: 'LTUK-ABCD2345', fee_pence: 2500, bank: null }), { siteUrl: site }).text).toContain(
      'Bendruomenė dar nenurodė banko sąskaitos nario mokesčiui.',
    )
    const paid = renderEmail(claimed('membership_payment', { community: 'L', amount_pence: 2500, method: 'cash', paid_on: '2026-11-26', paid_until: '2027-11-26' }), { siteUrl: site })
    expect(paid.text).toContain('Bendruomenė „L“ gavo jūsų nario mokestį: 25,00\u00a0£ grynaisiais, 2026 m. lapkričio 26 d.')
    expect(paid.text).toContain('Jūsų narystė galioja iki 2027 m. lapkričio 26 d.')
    const renewal = (days: number) => renderEmail(claimed('membership_renewal', { community: 'L', paid_until: '2027-11-26', days, grace_until: '2027-12-26', reference: 'R', fee_pence: 2500, bank }), { siteUrl: site })
    expect(renewal(30).text).toContain('baigiasi po 30 dienų, 2027 m. lapkričio 26 d.')
    expect(renewal(7).text).toContain('baigiasi po 7 dienų')
    expect(renewal(21).text).toContain('baigiasi po 21 dienos')
    expect(renewal(0).subject).toBe('Narystė („L“) baigiasi šiandien')
    expect(renewal(0).text).toContain('Jei mokestis nebus gautas iki 2027 m. gruodžio 26 d., narystė nebegalios.')
    expect(renewal(-3).subject).toBe('Narystė („L“) baigėsi 2027 m. lapkričio 26 d.')
    expect(renderEmail(claimed('membership_lapsed', { community: 'L', paid_until: '2027-11-26' }), { siteUrl: site }).subject).toBe('Narystė („L“) nebegalioja')
    expect(pounds(1271)).toBe('12,71\u00a0£')
    expect(isEssentialKind('membership_renewal')).toBe(true)
    expect(isEssentialKind('weekly_digest')).toBe(false)
  })

  it('list a week of events and news in the digest, each with its page', () => {
    const email = renderEmail(
      claimed('weekly_digest', {
        events: [{ title: 'Kūčios <Lidse>', slug: 'kucios', starts_at: '2026-12-24T17:00:00Z' }],
        articles: [{ title: 'Metinis susirinkimas', slug: 'metinis', published_at: '2026-11-25T10:00:00Z' }],
      }),
      { siteUrl: site, unsubscribe },
    )
    expect(email.subject).toBe('Savaitė jūsų bendruomenėse: 2 naujienos')
    expect(email.text).toContain(`Kūčios <Lidse>, 2026 m. gruodžio 24 d. 17:00: ${site}/renginiai/kucios`)
    expect(email.text).toContain(`Metinis susirinkimas: ${site}/naujienos/metinis`)
    expect(email.html).not.toContain('<Lidse>')
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('count what a heavy digest left out, in both languages, with the pages that list it', () => {
    const payload = { events: [{ title: 'Kūčios', slug: 'kucios', starts_at: '2026-12-24T17:00:00Z' }], articles: [], more_events: 3, more_articles: 1 }
    const email = renderEmail(claimed('weekly_digest', payload), { siteUrl: site, unsubscribe })
    expect(email.subject).toBe('Savaitė jūsų bendruomenėse: 5 naujienos')
    expect(email.text).toContain(`Ir dar 3 renginiai: ${site}/renginiai`)
    expect(email.text).toContain(`Naujienos\n\nIr dar 1 naujiena: ${site}/naujienos`)
    const inEnglish = renderEmail(english('weekly_digest', payload), { siteUrl: site, unsubscribe })
    expect(inEnglish.subject).toBe('Your communities this week: 5 new items')
    expect(inEnglish.text).toContain(`And 3 more events: ${site}/en/renginiai`)
    expect(inEnglish.text).toContain(`And 1 more article: ${site}/en/naujienos`)
  })

  it('refuse a kind with no template rather than send something wrong', () => {
    expect(() => renderEmail(claimed('newsletter', {}), { siteUrl: site })).toThrow("No template for 'newsletter'")
  })

  it('write Lithuanian with an html lang of lt, for a row with no language or an unknown one', () => {
    for (const locale of [undefined, null, 'lt', 'de']) {
      const email = renderEmail(claimed('decision', { item: 'claim', outcome: 'approved', title: 'Mokykla' }, locale as string | undefined), { siteUrl: site })
      expect(email.subject).toBe('Jūsų prašymas valdyti įrašą „Mokykla“ patvirtintas')
      expect(email.html).toContain('<html lang="lt">')
    }
  })
})

describe('the e-mail templates in English', () => {
  const englishUnsubscribe = { oneClick: 'https://api.example.org/functions/v1/unsubscribe?t=abc.def&lang=en', page: `${site}/en/laiskai/atsisakyti?t=abc.def` }

  it('say a rejection and its reason in British English, escaped in HTML, with the English account page', () => {
    const email = renderEmail(english('decision', { item: 'event', outcome: 'rejected', title: 'Christmas Eve <Leeds>', reason: 'Not in the UK & not here' }), { siteUrl: site })
    expect(email.subject).toBe('Your event ‘Christmas Eve <Leeds>’ has been rejected')
    expect(email.text).toBe(
      [
        'Hello,',
        'Your event ‘Christmas Eve <Leeds>’ has been rejected.',
        'Reason given by the administrators: Not in the UK & not here.',
        `You can see everything you have submitted and the administrators’ decisions in your account: ${site}/en/paskyra`,
        'Lietuviai JK – the portal of the Lithuanian community in the United Kingdom\nYou are receiving this e-mail because you proposed an event on the Lietuviai JK portal.',
      ].join('\n\n') + '\n',
    )
    expect(email.html).toContain('<html lang="en-GB">')
    expect(email.html).toContain('Christmas Eve &#60;Leeds&#62;')
    expect(email.html).not.toContain('<Leeds>')
    expect(renderEmail(english('decision', { item: 'event', outcome: 'rejected', title: 'T', reason: ' ' }), { siteUrl: site }).text).toContain('Reason given by the administrators: none given.')
  })

  it('link an approved item to its English page, and administrators to their Lithuanian pages', () => {
    expect(renderEmail(english('decision', { item: 'article', outcome: 'approved', title: 'AGM', slug: 'metinis' }), { siteUrl: site }).text).toContain(
      `Your article ‘AGM’ has been approved and published.\n\nVisitors can now see it: ${site}/en/naujienos/metinis`,
    )
    expect(renderEmail(english('decision', { item: 'event', outcome: 'approved', title: 'Fair', slug: 'muge' }), { siteUrl: site }).text).toContain(`${site}/en/renginiai/muge`)
    const queue = renderEmail(english('admin_queue', { count: 3 }), { siteUrl: site })
    expect(queue.subject).toBe('Awaiting a decision: 3 new items')
    expect(queue.text).toContain('3 new items have been submitted on the portal and are awaiting the administrators’ decision.')
    expect(queue.text).toContain(`Review them: ${site}/admin/moderavimas`)
    const digest = renderEmail(english('admin_digest', { events: 1, claims: 2, articles: 0 }), { siteUrl: site })
    expect(digest.subject).toBe('Awaiting a decision today: 3 items')
    expect(digest.text).toContain('Event proposals: 1\nRequests to manage entries: 2\n')
  })

  it('count replies in English plurals and date expiries in UK time', () => {
    expect([0, 1, 2, 21].map((n) => countedEn(n, { one: 'reply', other: 'replies' }))).toEqual(['0 replies', '1 reply', '2 replies', '21 replies'])
    const one = renderEmail(english('classified_replies', { title: 'Bicycle', count: 1 }), { siteUrl: site })
    expect(one.subject).toBe('A new reply to your classified ad ‘Bicycle’')
    expect(one.text).toContain('You have received 1 reply to your classified ad ‘Bicycle’.')
    const three = renderEmail(english('classified_replies', { title: 'Bicycle', count: 3 }), { siteUrl: site })
    expect(three.subject).toBe('3 new replies to your classified ad ‘Bicycle’')
    expect(three.text).toContain(`You have received 3 replies to your classified ad ‘Bicycle’.\n\nRead them in your account: ${site}/en/paskyra`)
    // 00:30 on 1 April in London is still 31 March in UTC.
    expect(renderEmail(english('classified_expiring', { title: 'Room', expires_at: '2027-03-31T23:30:00Z' }), { siteUrl: site }).subject).toBe('Your classified ad ‘Room’ expires on 1 April 2027')
    expect(renderEmail(english('classified_expired', { title: 'Room', expires_at: '2027-03-31T23:30:00Z' }), { siteUrl: site }).subject).toBe('Your classified ad ‘Room’ has expired')
  })

  it('carry the unsubscribe lines and headers, linking the English unsubscribe page and settings', () => {
    const email = renderEmail(english('classified_replies', { title: 'Bicycle', count: 2 }), { siteUrl: site, unsubscribe: englishUnsubscribe })
    expect(email.headers).toEqual({ 'List-Unsubscribe': `<${englishUnsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(email.text).toContain(
      `You are receiving this e-mail because you posted a classified ad on the Lietuviai JK portal.\n\nDon’t want e-mails like this? Unsubscribe with one click: ${site}/en/laiskai/atsisakyti?t=abc.def\n\nAll your e-mail settings are in your account: ${site}/en/paskyra\n`,
    )
  })

  it('tell how to pay and renew in pounds with British dates', () => {
    const bank = { account_name: 'Leeds Lithuanian Community', sort_code: '123456', account_number: '12345678' }
    const received = renderEmail(english('membership_received', { community: 'Leeds', reference: 'LTUK-ABCD2345', fee_pence: 2500, bank }), { siteUrl: site })
    expect(received.subject).toBe('Membership request received (‘Leeds’)')
    expect(received.text).toContain('Membership fee: £25.00 a year.\nPayee: Leeds Lithuanian Community\nSort code: 12-34-56\nAccount number: 12345678\nPayment reference: LTUK-ABCD2345')
    expect(received.headers).toEqual({})
    const paid = renderEmail(english('membership_payment', { community: 'Leeds', amount_pence: 2500, method: 'cash', paid_on: '2026-11-26', paid_until: '2027-11-26' }), { siteUrl: site })
    expect(paid.text).toContain('‘Leeds’ has received your membership fee: £25.00 in cash on 26 November 2026.')
    expect(paid.text).toContain('Your membership is valid until 26 November 2027.')
    const renewal = (days: number) =>
      renderEmail(english('membership_renewal', { community: 'Leeds', paid_until: '2027-11-26', days, grace_until: '2027-12-26', reference: 'R', fee_pence: 2500, bank }), { siteUrl: site })
    expect(renewal(30).subject).toBe('Membership (‘Leeds’) ends on 26 November 2027')
    expect(renewal(30).text).toContain('Your membership of ‘Leeds’ ends in 30 days, on 26 November 2027.')
    expect(renewal(1).text).toContain('ends in 1 day, on 26 November 2027.')
    expect(renewal(0).subject).toBe('Membership (‘Leeds’) ends today')
    expect(renewal(7).text).toContain('If the fee has not been received by 26 December 2027, your membership will lapse.')
    expect(renewal(7).text).toContain('Membership fee: £25.00 a year.')
    expect(renewal(-3).subject).toBe('Membership (‘Leeds’) ended on 26 November 2027')
    expect(renderEmail(english('membership_lapsed', { community: 'Leeds', paid_until: '2027-11-26' }), { siteUrl: site }).subject).toBe('Membership (‘Leeds’) has lapsed')
    expect(poundsEn(127100)).toBe('£1,271.00')
  })

  it('list a week of events and news with English dates and pages', () => {
    const email = renderEmail(
      english('weekly_digest', { events: [{ title: 'Kūčios', slug: 'kucios', starts_at: '2026-12-24T17:00:00Z' }], articles: [{ title: 'AGM', slug: 'metinis' }] }),
      { siteUrl: site, unsubscribe: englishUnsubscribe },
    )
    expect(email.subject).toBe('Your communities this week: 2 new items')
    expect(email.text).toContain(`Kūčios, 24 December 2026 at 17:00: ${site}/en/renginiai/kucios`)
    expect(email.text).toContain(`AGM: ${site}/en/naujienos/metinis`)
  })

  it('refuse a kind with no template in English too', () => {
    expect(() => renderEmail(english('newsletter', {}), { siteUrl: site })).toThrow("No template for 'newsletter'")
    expect(() => renderEmail(english('toString', {}), { siteUrl: site })).toThrow("No template for 'toString'")
  })
})
