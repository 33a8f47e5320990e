/**
 * Membership dues: asking for the member plan gives a payment reference and the community's bank
 * details (by e-mail and in the portal, whatever the member paused); an administrator or one of
 * the community's managers records the dues and the membership is current for a year; the clock
 * reminds 30 and 7 days before the term ends and on its last day, then lapses the membership
 * after 30 days of grace. Membership mail is essential: it carries no unsubscribe link.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Database, Tables } from '../../src/lib/supabase/database.types'
import { newUser, notificationPreferences, serviceClient, signInAs, type Client } from './helpers'
import { addDays, addYears, drain, recorder, ukTime, ukToday } from './outbox'

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const REFERENCE = /^LTUK-[2-9A-HJ-NP-Z]{8}$/
/** What the member plan costs a year, as the messages write it (a no-break space before the sign). */
const FEE = '25,00\u00a0£'
const bank = { account_name: 'Mokesčio bendruomenės iždas', sort_code: '112233', account_number: '12345678' }

type Community = { id: string; slug: string; name: string }
type Member = Awaited<ReturnType<typeof newUser>>

let admin: Client
let adminId: string
let home: Community
let other: Community
let manager: Member
const service = serviceClient()
const mail = recorder()

/** A published community entry: its slug names the community. */
async function community(name: string): Promise<Community> {
  const { data, error } = await service
    .from('directory_entries')
    .insert({ directory: 'communities', slug: `nario-mokestis-${name}-${stamp}`, status: 'published', name: `Mokesčio bendruomenė ${name}` })
    .select('id, slug, name')
    .single()
  if (error) throw error
  return data
}

/** Asks for the member plan as the join form does: an upsert of the member's own row. */
const askForMemberPlan = (member: Member, where = home) =>
  member.client
    .from('community_memberships')
    .upsert(
      { user_id: member.user!.id, community_id: where.slug, community_name: where.name, reason: 'participate', membership_type: 'member', status: 'pending' },
      { onConflict: 'user_id,community_id' },
    )
    .select('id, status, membership_type, payment_reference, paid_until')
    .single()

/** A new member who asked for the member plan in `where`, their request's mail sent. */
async function applicant(prefix: string, where = home) {
  const member = await newUser(prefix)
  mail.watch(member.email)
  const { data, error } = await askForMemberPlan(member, where)
  if (error) throw error
  await drain(mail.transport)
  return { ...member, membershipId: data.id, reference: data.payment_reference! }
}

type PaymentArgs = Database['public']['Functions']['record_membership_payment']['Args']

/** Records 25 £ paid today by bank transfer (but for `change`) as `who`; answers the payment recorded. */
async function pay(who: Client, membership: string, change: Partial<PaymentArgs> = {}) {
  const { data, error } = await who.rpc('record_membership_payment', { membership, amount_pence: 2500, method: 'bank_transfer', paid_on: ukToday(), ...change })
  return { data: data as Tables<'membership_payments'> | null, error }
}

/** What a notice's payload says of a reminder. */
type Reminder = { days: number; paid_until: string; grace_until: string; reference: string }

const membershipOf = async (member: Member) =>
  (await member.client.from('community_memberships').select('status, paid_until').eq('community_id', home.slug).single()).data

beforeAll(async () => {
  const signedIn = await signInAs('admin')
  admin = signedIn.client
  adminId = signedIn.user.id
  ;[home, other] = await Promise.all([community('namai'), community('kita')])
  manager = await newUser('mokesciai-valdytoja')
  await service.from('entry_managers').insert({ entry_id: home.id, user_id: manager.user!.id, role: 'Iždininkė' }).throwOnError()
})

describe('the community’s bank details', () => {
  it('are set by an administrator or the community’s managers, and refused when malformed', async () => {
    for (const malformed of [{ sort_code: '11-22-33' }, { sort_code: '12345' }, { account_number: '1234567' }, { account_number: '123456789' }]) {
      const { error } = await admin.from('community_payment_details').insert({ community_id: home.slug, ...bank, ...malformed })
      expect(error?.code, JSON.stringify(malformed)).toBe('23514')
    }
    // A manager of one community sets nothing for another.
    expect((await manager.client.from('community_payment_details').insert({ community_id: other.slug, ...bank })).error?.code).toBe('42501')
    const set = await admin.from('community_payment_details').insert({ community_id: home.slug, ...bank }).select('updated_by').single()
    expect(set.error).toBeNull()
    expect(set.data).toEqual({ updated_by: adminId })
    const changed = await manager.client.from('community_payment_details').update({ account_name: bank.account_name }).eq('community_id', home.slug).select('updated_by')
    expect(changed.data).toEqual([{ updated_by: manager.user!.id }])
  })

  it('keep no trace of a manager who set them and then deleted their account', async () => {
    const treasurer = await newUser('mokesciai-izdininke')
    await service.from('entry_managers').insert({ entry_id: other.id, user_id: treasurer.user!.id, role: 'Iždininkė' }).throwOnError()
    await treasurer.client.from('community_payment_details').insert({ community_id: other.slug, ...bank }).throwOnError()
    expect((await service.from('community_payment_details').select('updated_by').eq('community_id', other.slug).single()).data).toEqual({ updated_by: treasurer.user!.id })

    expect((await treasurer.client.rpc('delete_own_account', { confirm_email: treasurer.email })).error).toBeNull()
    // The details stay the community's; the stamp does not write the erased id back.
    expect((await service.from('community_payment_details').select('account_name, updated_by').eq('community_id', other.slug).single()).data).toEqual({
      account_name: bank.account_name,
      updated_by: null,
    })
  })

  it('are read by nobody without a member plan row in the community', async () => {
    const stranger = await newUser('mokesciai-pasalinis')
    expect((await stranger.client.from('community_payment_details').select('*').eq('community_id', home.slug)).data).toEqual([])
    // An observer has no dues to pay.
    await stranger.client
      .from('community_memberships')
      .insert({ user_id: stranger.user!.id, community_id: home.slug, community_name: home.name, reason: 'participate', membership_type: 'observer', status: 'approved' })
      .throwOnError()
    expect((await stranger.client.from('community_payment_details').select('*').eq('community_id', home.slug)).data).toEqual([])
  })
})

describe('asking for the member plan', () => {
  it('gives a payment reference and tells how to pay, by e-mail and in the portal, even with everything paused', async () => {
    const member = await newUser('mokesciai-narys')
    mail.watch(member.email)
    await member.client.rpc('set_notification_preferences', notificationPreferences({ paused: true, decisions: false, portal_decisions: false })).throwOnError()

    const { data, error } = await askForMemberPlan(member)
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'pending', membership_type: 'member', paid_until: null })
    const reference = data!.payment_reference!
    expect(reference).toMatch(REFERENCE)
    expect(reference.length).toBeLessThanOrEqual(18)

    await drain(mail.transport)
    const sent = mail.to(member.email)
    expect(sent.map((message) => message.subject)).toEqual([`Narystės prašymas gautas („${home.name}“)`])
    const [received] = sent
    for (const line of [`Nario mokestis: ${FEE} per metus.`, `Gavėjas: ${bank.account_name}`, 'Sort code: 11-22-33', `Sąskaitos numeris: ${bank.account_number}`, `Mokėjimo paskirtis (reference): ${reference}`]) {
      expect(received!.text).toContain(line)
    }
    // Essential: no unsubscribe header nor link.
    expect(received!.headers).toEqual({})
    expect(received!.text).not.toContain('atsisakyti')

    const notices = await member.client.from('notices').select('kind, payload, read_at')
    expect(notices.data).toEqual([
      { kind: 'membership_received', payload: { community: home.name, reference, fee_pence: 2500, bank }, read_at: null },
    ])
    expect((await member.client.from('community_payment_details').select('account_name, sort_code, account_number').eq('community_id', home.slug)).data).toEqual([bank])

    // Asking again while waiting tells nothing new.
    expect((await askForMemberPlan(member)).data?.payment_reference).toBe(reference)
    await drain(mail.transport)
    expect(mail.to(member.email)).toHaveLength(1)
  })

  it('is open to an observer, who then reads where to pay', async () => {
    const observer = await newUser('mokesciai-stebetojas')
    mail.watch(observer.email)
    await observer.client
      .from('community_memberships')
      .insert({ user_id: observer.user!.id, community_id: home.slug, community_name: home.name, reason: 'participate', membership_type: 'observer', status: 'approved' })
      .throwOnError()
    expect((await observer.client.from('community_memberships').select('payment_reference').single()).data).toEqual({ payment_reference: null })

    const { data, error } = await askForMemberPlan(observer)
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'pending', membership_type: 'member' })
    expect(data!.payment_reference).toMatch(REFERENCE)
    await drain(mail.transport)
    expect(mail.subjects(observer.email)).toEqual([`Narystės prašymas gautas („${home.name}“)`])
    expect((await observer.client.from('community_payment_details').select('sort_code').eq('community_id', home.slug)).data).toEqual([{ sort_code: bank.sort_code }])
    // A member still may not approve their own plan.
    expect((await observer.client.from('community_memberships').update({ status: 'approved' }).eq('id', data!.id)).error?.code).toBe('42501')
  })

  it('tells the request once however often a member switches between observer and member', async () => {
    const toggler = await newUser('mokesciai-jungikle')
    mail.watch(toggler.email)
    const { data: row } = await toggler.client
      .from('community_memberships')
      .insert({ user_id: toggler.user!.id, community_id: home.slug, community_name: home.name, reason: 'participate', membership_type: 'observer', status: 'approved' })
      .select('id')
      .single()
      .throwOnError()
    // Twenty quick switches of the member's own row, each a request for the member plan or back.
    for (let i = 0; i < 20; i += 1) {
      const plan = i % 2 === 0 ? { membership_type: 'member', status: 'pending' } : { membership_type: 'observer', status: 'approved' }
      await toggler.client.from('community_memberships').update(plan).eq('id', row.id).throwOnError()
    }
    await drain(mail.transport)
    expect(mail.subjects(toggler.email)).toEqual([`Narystės prašymas gautas („${home.name}“)`])
    expect((await toggler.client.from('notices').select('kind')).data).toEqual([{ kind: 'membership_received' }])
  })

  it('tells a request asked again after a refusal, at most three times a day per community', async () => {
    const persistent = await applicant('mokesciai-atkakli')
    for (let round = 0; round < 4; round += 1) {
      await admin.from('community_memberships').update({ status: 'rejected', rejection_reason: 'Dar ne.' }).eq('id', persistent.membershipId).throwOnError()
      expect((await askForMemberPlan(persistent)).error).toBeNull()
    }
    await drain(mail.transport)
    const received = mail.subjects(persistent.email).filter((subject) => subject.startsWith('Narystės prašymas gautas'))
    // The first request and two asked again; the fourth and fifth of the day are not mailed.
    expect(received).toHaveLength(3)
  })
})

describe('recording dues', () => {
  let paying: Awaited<ReturnType<typeof applicant>>
  let paidUntil: string

  it('approves the membership for a year from the day paid, with one message and no decision’s', async () => {
    paying = await applicant('mokesciai-moka')
    const before = mail.to(paying.email).length
    const today = ukToday()
    paidUntil = addYears(today, 1)

    const { data, error } = await pay(admin, paying.membershipId)
    expect(error).toBeNull()
    expect(data).toMatchObject({ membership_id: paying.membershipId, amount_pence: 2500, method: 'bank_transfer', paid_on: today, paid_until: paidUntil, recorded_by: adminId })
    expect(await membershipOf(paying)).toEqual({ status: 'approved', paid_until: paidUntil })

    await drain(mail.transport)
    await drain(mail.transport)
    const sent = mail.to(paying.email).slice(before)
    expect(sent.map((message) => message.subject)).toEqual([`Nario mokestis gautas („${home.name}“)`])
    expect(sent[0]!.text).toContain(`gavo jūsų nario mokestį: ${FEE} banko pavedimu,`)
    expect(sent[0]!.text).toContain('Jūsų narystė galioja iki')
    expect(sent[0]!.headers).toEqual({})

    const kinds = (await paying.client.from('notices').select('kind').order('id')).data!.map((notice) => notice.kind)
    expect(kinds).toEqual(['membership_received', 'membership_payment'])
    expect((await paying.client.from('membership_payments').select('amount_pence, method, paid_until')).data).toEqual([{ amount_pence: 2500, method: 'bank_transfer', paid_until: paidUntil }])
  })

  it('is open to the community’s managers for their community only, and to no member', async () => {
    const member = await applicant('mokesciai-grynais')
    const elsewhere = await applicant('mokesciai-kitur', other)
    const today = ukToday()

    const cash = await pay(manager.client, member.membershipId, { method: 'cash', amount_pence: 3000 })
    expect(cash.error).toBeNull()
    expect(cash.data).toMatchObject({ method: 'cash', amount_pence: 3000, paid_until: addYears(today, 1), recorded_by: manager.user!.id })
    // Paid again within the term: a year on from the term's end.
    const again = await pay(manager.client, member.membershipId)
    expect(again.data).toMatchObject({ paid_until: addYears(today, 2) })
    expect(await membershipOf(member)).toEqual({ status: 'approved', paid_until: addYears(today, 2) })

    // Another community's membership: refused, and nothing recorded.
    expect((await pay(manager.client, elsewhere.membershipId)).error).toMatchObject({ code: 'PT403', message: 'Mokėjimus pažymi tik bendruomenės valdytojai ir administratoriai.' })
    expect((await service.from('membership_payments').select('id').eq('membership_id', elsewhere.membershipId)).data).toEqual([])

    // The manager reads their community's memberships and payments, not another's.
    const seen = await manager.client.from('community_memberships').select('id').in('id', [member.membershipId, elsewhere.membershipId])
    expect(seen.data).toEqual([{ id: member.membershipId }])
    expect((await manager.client.from('membership_payments').select('id').eq('membership_id', member.membershipId)).data).toHaveLength(2)
    expect((await manager.client.from('membership_payments').select('id').eq('membership_id', elsewhere.membershipId)).data).toEqual([])

    const dues = await manager.client.rpc('community_dues', { community: home.slug })
    expect(dues.error).toBeNull()
    expect(dues.data!.find((row) => row.membership_id === member.membershipId)).toMatchObject({
      member_name: 'Testas mokesciai-grynais',
      status: 'approved',
      payment_reference: member.reference,
      paid_until: addYears(today, 2),
      last_paid_on: today,
    })
    expect((await manager.client.rpc('community_dues', { community: other.slug })).error).toMatchObject({
      code: 'PT403',
      message: 'Nario mokesčius mato tik bendruomenės valdytojai ir administratoriai.',
    })
    expect((await admin.rpc('community_dues', { community: other.slug })).data!.map((row) => row.membership_id)).toContain(elsewhere.membershipId)

    // A member neither records dues (not even their own) nor lists them.
    expect((await pay(member.client, member.membershipId)).error?.code).toBe('PT403')
    expect((await member.client.rpc('community_dues', { community: home.slug })).error?.code).toBe('PT403')
    expect((await member.client.from('membership_payments').insert({ membership_id: member.membershipId, amount_pence: 1, method: 'cash', paid_on: today, paid_until: today })).error?.code).toBe('42501')
  })

  it('records a payment provider’s payment once however often its webhook calls', async () => {
    const member = await applicant('mokesciai-kortele')
    const before = mail.to(member.email).length
    const provider = { method: 'card', provider: 'stripe', provider_payment_id: `pi_${stamp}` }
    const first = await pay(service, member.membershipId, provider)
    const second = await pay(service, member.membershipId, provider)
    expect(first.error).toBeNull()
    expect(second.error).toBeNull()
    expect(second.data!.id).toBe(first.data!.id)
    expect(first.data).toMatchObject({ recorded_by: null, paid_until: addYears(ukToday(), 1) })
    expect((await service.from('membership_payments').select('id').eq('membership_id', member.membershipId)).data).toHaveLength(1)
    expect(await membershipOf(member)).toEqual({ status: 'approved', paid_until: addYears(ukToday(), 1) })
    await drain(mail.transport)
    expect(mail.subjects(member.email).slice(before)).toEqual([`Nario mokestis gautas („${home.name}“)`])
  })

  it('renews from the term’s end within its 30 days of grace, and from the day paid after them', async () => {
    const today = ukToday()
    const inGrace = await applicant('mokesciai-malone')
    await service.from('community_memberships').update({ status: 'approved', paid_until: addDays(today, -10) }).eq('id', inGrace.membershipId).throwOnError()
    expect((await pay(admin, inGrace.membershipId)).data).toMatchObject({ paid_until: addYears(addDays(today, -10), 1) })

    const lapsed = await applicant('mokesciai-pasibaigusi')
    await service.from('community_memberships').update({ status: 'lapsed', paid_until: addDays(today, -40) }).eq('id', lapsed.membershipId).throwOnError()
    expect((await pay(admin, lapsed.membershipId)).data).toMatchObject({ paid_until: addYears(today, 1) })
    expect(await membershipOf(lapsed)).toEqual({ status: 'approved', paid_until: addYears(today, 1) })
  })

  it('refuses a payment dated in the future, for a rejected membership or for an observer, in Lithuanian', async () => {
    const member = await applicant('mokesciai-atmesta')
    expect((await pay(admin, member.membershipId, { paid_on: addDays(ukToday(), 1) })).error).toMatchObject({
      code: 'PT422',
      message: 'Mokėjimo data turi būti ne vėlesnė nei šiandien ir ne ankstesnė nei narystės prašymas.',
    })
    await admin.from('community_memberships').update({ status: 'rejected', rejection_reason: 'Ne šios bendruomenės gyventojas.' }).eq('id', member.membershipId).throwOnError()
    expect((await pay(admin, member.membershipId)).error).toMatchObject({ code: 'PT422', message: 'Atmestai narystei mokėjimo pažymėti negalima.' })
    expect((await service.from('membership_payments').select('id').eq('membership_id', member.membershipId)).data).toEqual([])

    const observer = await newUser('mokesciai-stebi')
    const watching = await observer.client
      .from('community_memberships')
      .insert({ user_id: observer.user!.id, community_id: home.slug, community_name: home.name, reason: 'participate', membership_type: 'observer', status: 'approved' })
      .select('id')
      .single()
    expect((await pay(admin, watching.data!.id)).error).toMatchObject({ code: 'PT404', message: 'Tokios narystės nėra.' })
  })

  it('reminds 30 and 7 days before the term ends and on its last day, once each, then lapses it once after 30 days of grace', async () => {
    /** Runs the clock twice at once at noon of `day`, then the dispatcher: the member's new mail. */
    const runAt = async (day: string) => {
      const before = mail.to(paying.email).length
      const at = ukTime(day, 12)
      const runs = await Promise.all([service.rpc('run_due_jobs', { due_at: at.toISOString() }), service.rpc('run_due_jobs', { due_at: at.toISOString() })])
      for (const run of runs) expect(run.error).toBeNull()
      await drain(mail.transport, at)
      return mail.to(paying.email).slice(before)
    }
    const renewals = async () => (await paying.client.from('notices').select('payload').eq('kind', 'membership_renewal').order('id')).data!.map((notice) => notice.payload as Reminder)
    const ending = new RegExp(`^Narystė \\(„${home.name}“\\) baigiasi \\d{4} m\\. \\S+ \\d{1,2} d\\.$`)

    expect(await runAt(addDays(paidUntil, -31))).toEqual([])

    const thirty = await runAt(addDays(paidUntil, -30))
    expect(thirty.map((message) => message.subject)).toEqual([expect.stringMatching(ending)])
    expect(thirty[0]!.text).toContain(`Mokėjimo paskirtis (reference): ${paying.reference}`)
    expect(thirty[0]!.text).toContain(`Sąskaitos numeris: ${bank.account_number}`)
    expect(thirty[0]!.headers).toEqual({})
    expect(await runAt(addDays(paidUntil, -29))).toEqual([])
    expect(await renewals()).toEqual([expect.objectContaining({ days: 30, paid_until: paidUntil, grace_until: addDays(paidUntil, 30), reference: paying.reference })])

    const seven = await runAt(addDays(paidUntil, -7))
    expect(seven.map((message) => message.subject)).toEqual([expect.stringMatching(ending)])
    expect(await runAt(addDays(paidUntil, -6))).toEqual([])
    expect((await renewals()).map((payload) => payload.days)).toEqual([30, 7])

    const last = await runAt(paidUntil)
    expect(last.map((message) => message.subject)).toEqual([`Narystė („${home.name}“) baigiasi šiandien`])
    expect(last[0]!.text).toContain(`Jūsų narystė bendruomenėje „${home.name}“ baigiasi šiandien`)

    // Grace: nothing more while it lasts.
    expect(await runAt(addDays(paidUntil, 20))).toEqual([])
    expect((await membershipOf(paying))!.status).toBe('approved')

    const lapsed = await runAt(addDays(paidUntil, 31))
    expect(lapsed.map((message) => message.subject)).toEqual([`Narystė („${home.name}“) nebegalioja`])
    expect(lapsed[0]!.headers).toEqual({})
    expect(await membershipOf(paying)).toEqual({ status: 'lapsed', paid_until: paidUntil })
    expect(await runAt(addDays(paidUntil, 32))).toEqual([])
  })

  it('sends only the latest reminder due when the clock jumps', async () => {
    const member = await applicant('mokesciai-suolis')
    expect((await pay(admin, member.membershipId)).error).toBeNull()
    // A term of its own, far from the other members' (whose reminders ran above).
    const ends = addDays(addYears(ukToday(), 1), 100)
    await service.from('community_memberships').update({ paid_until: ends }).eq('id', member.membershipId).throwOnError()
    await drain(mail.transport)
    const before = mail.to(member.email).length

    // From today straight to a week before the end: the 30 days' reminder was never due on a run.
    const at = ukTime(addDays(ends, -7), 12)
    expect((await service.rpc('run_due_jobs', { due_at: at.toISOString() })).error).toBeNull()
    await drain(mail.transport, at)
    // The 7 days' reminder alone: not the 30 days' one it skipped, nor the last day's.
    const sent = mail.to(member.email).slice(before)
    expect(sent.map((message) => message.subject)).toEqual([expect.stringMatching(/^Narystė \(„.+“\) baigiasi \d{4} m\. \S+ \d{1,2} d\.$/)])
    expect(sent[0]!.text).toContain('baigiasi po 7 dienų')
    // (Its notice is not looked at: a clock a year ahead removes notices older than a year, which
    // every notice of this run is by the database's own clock.)
  })
})
