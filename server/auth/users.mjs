// auth.users rows as GoTrue's user JSON.
const USER_COLUMNS = `u.id, u.aud, u.role, u.email, u.email_confirmed_at, u.confirmation_sent_at, u.confirmed_at,
  u.recovery_sent_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at,
  u.is_anonymous, u.encrypted_password, u.confirmation_token, u.recovery_token`

/**
 * One auth.users row with its identities, as selectUserSql reads it (timestamps as text).
 * @typedef {{
 *   id: string, aud: string | null, role: string | null, email: string | null,
 *   email_confirmed_at: string | null, confirmation_sent_at: string | null, confirmed_at: string | null,
 *   recovery_sent_at: string | null, last_sign_in_at: string | null,
 *   raw_app_meta_data: Record<string, unknown> | null, raw_user_meta_data: Record<string, unknown> | null,
 *   created_at: string | null, updated_at: string | null, is_anonymous: boolean,
 *   encrypted_password: string | null, confirmation_token: string | null, recovery_token: string | null,
 *   identities: unknown[] | null,
 * }} UserRow
 * @typedef {Pick<import('../db/types.mjs').Queryable, 'query'>} Reader
 */

/** Selects one user (with identities) as JSON-ready text columns. @param {string} where */
export const selectUserSql = (where) => `
  select row_to_json(x)::text as json from (
    select ${USER_COLUMNS},
      coalesce((select json_agg(i) from (
        select i.id as identity_id, i.provider_id as id, i.user_id, i.identity_data, i.provider, i.email,
               i.last_sign_in_at, i.created_at, i.updated_at
        from auth.identities i where i.user_id = u.id) i), '[]') as identities
    from auth.users u where ${where}
  ) x`

/** @param {Reader} tx @param {string} where @param {unknown[]} params @returns {Promise<UserRow | null>} */
export async function findUser(tx, where, params) {
  /** @type {import('../db/types.mjs').QueryResult<{ json: string }>} */
  const { rows } = await tx.query(selectUserSql(where), params)
  return rows[0] ? JSON.parse(rows[0].json) : null
}

/**
 * A user this transaction has just written or found: a missing row is a server fault.
 * @param {Reader} tx @param {string} where @param {unknown[]} params @returns {Promise<UserRow>}
 */
export async function findExistingUser(tx, where, params) {
  const user = await findUser(tx, where, params)
  if (!user) throw new Error('The user this request works on has no auth.users row')
  return user
}

/**
 * The public user object: no password hash or tokens, empty timestamps left out.
 * @param {UserRow} row @returns {Record<string, unknown>}
 */
export function toUserJson(row) {
  const user = {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: row.email_confirmed_at ?? undefined,
    phone: '',
    confirmation_sent_at: row.confirmation_sent_at ?? undefined,
    confirmed_at: row.confirmed_at ?? undefined,
    recovery_sent_at: row.recovery_sent_at ?? undefined,
    last_sign_in_at: row.last_sign_in_at ?? undefined,
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: row.identities ?? [],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: Boolean(row.is_anonymous),
  }
  return JSON.parse(JSON.stringify(user))
}
