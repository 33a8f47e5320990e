// POST /auth/v1/signup: creates the user and its e-mail identity and mails a confirmation link;
// the user gets no session until the link is opened. A sign-up for an address nobody has
// confirmed yet replaces that account: whoever signed up before (perhaps someone else, with a
// password of their own) keeps no password, metadata, profile or link to it.
import { randomUUID } from 'node:crypto'
import { linkTo, newLinkToken } from '../email-links.mjs'
import { confirmationMail } from '../mails.mjs'
import { clientAddress, readInput } from '../request.mjs'
import { findExistingUser, findUser, toUserJson } from '../users.mjs'
import { checkEmail, checkPassword, safeRedirect } from '../validation.mjs'

/**
 * GoTrue hides whether an address is registered: a confirmed one gets a made-up user with no
 * identities, and no mail.
 * @param {string} email
 */
function disguisedUser(email) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

/** @type {import('../service.mjs').AuthHandler} */
export async function signUp(ctx, auth) {
  const client = clientAddress(ctx)
  auth.limiter.request('signInSignUp', client)
  const input = await readInput(ctx)
  const email = checkEmail(input.email)
  const password = checkPassword(input.password, { forSignup: true })
  const redirectTo = safeRedirect(ctx.url.searchParams.get('redirect_to'), auth.siteUrl)
  const data = input.data && typeof input.data === 'object' ? input.data : {}
  const result = await auth.asAuth(async (tx) => {
    const existing = await findUser(tx, 'lower(u.email) = $1', [email])
    if (existing?.email_confirmed_at) return null
    // Throws before any row is written: over a limit, nobody is signed up without a mail.
    auth.limiter.checkEmail(client)
    auth.limiter.mailTo('signup', email)
    auth.limiter.email(client)
    // Unconfirmed: nobody has shown they own the address, so the earlier sign-up is discarded
    // (its profile, identity and any session go with it by foreign key) and this one starts
    // afresh, with a new id, so the answer is the same as for an address never signed up.
    if (existing) {
      const { rowCount } = await tx.query('delete from auth.users where id = $1 and email_confirmed_at is null', [existing.id])
      // Confirmed meanwhile by its link: the address has its owner now.
      if (rowCount === 0) return null
    }
    const token = newLinkToken()
    /** @type {import('../../db/types.mjs').QueryResult<{ id: string }>} */
    const { rows } = await tx.query(
      `insert into auth.users (aud, role, email, encrypted_password, confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
       values ('authenticated', 'authenticated', $2, ${auth.hashSql}, $3, now(), '{"provider":"email","providers":["email"]}', $4::jsonb)
       returning id`,
      [password, email, token, JSON.stringify(data)],
    )
    const id = rows[0].id
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2, $3::jsonb, 'email', now())`,
      [id, id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
    )
    return { user: await findExistingUser(tx, 'u.id = $1', [id]), token }
  })
  if (!result) return { status: 200, body: disguisedUser(email) }
  auth.outbox.send(confirmationMail({ to: email, link: linkTo(auth, result.token, 'signup', redirectTo) }))
  return { status: 200, body: toUserJson(result.user) }
}
