// Whether the bucket's policies let the caller write an object, asked before its bytes are
// read: the row is inserted in the caller's role and rolled back. An anonymous 50 MB upload is
// refused from its head.
import { inCallerRole } from './service.mjs'

/**
 * @param {import('./service.mjs').StorageService} storage @param {import('../http/app.mjs').Context} ctx
 * @param {import('../request-role.mjs').RequestCaller} who @param {import('./service.mjs').ObjectPath} path
 * @param {boolean} upsert
 */
export async function assertMayWrite(storage, ctx, who, { bucketId, name }, upsert) {
  const probe = new Error('permission probe')
  try {
    await inCallerRole(storage, ctx, who, async (tx) => {
      const conflict = upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''
      await tx.query(`insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4) ${conflict}`, [
        bucketId,
        name,
        who.claims.sub ?? null,
        who.claims.sub ?? null,
      ])
      throw probe
    })
  } catch (error) {
    if (error !== probe) throw error
  }
}
