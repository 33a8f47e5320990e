import { describe, expect, it } from 'vitest'
import { counted, isEssentialKind, pounds, renderEmail, type ClaimedEmail } from './templates.js'

const site = 'https://lietuviai.example.org'
const claimed = (kind: string, payload: Record<string, unknown>): ClaimedEmail => ({ id: 1, user_id: 'u-1', to_email: 'narys@example.org', kind, payload, attempts: 1 })
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

  it('refuse a kind with no template rather than send something wrong', () => {
    expect(() => renderEmail(claimed('newsletter', {}), { siteUrl: site })).toThrow("No template for 'newsletter'")
  })
})
