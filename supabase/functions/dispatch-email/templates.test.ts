import { describe, expect, it } from 'vitest'
import { counted, renderEmail, type ClaimedEmail } from './templates.js'

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

  it('refuse a kind with no template rather than send something wrong', () => {
    expect(() => renderEmail(claimed('newsletter', {}), { siteUrl: site })).toThrow("No template for 'newsletter'")
  })
})
