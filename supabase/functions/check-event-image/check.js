// @ts-check
// Storage checks a picture's declared type and its size, never its bytes, so a program renamed
// .png and sent as image/png is stored. This function reads an uploaded picture's first bytes as
// the member who uploaded it (so only what they may read), removes it if it is not really a
// JPEG, PNG or WebP of the type it was stored as, and otherwise records it as checked. It serves
// two buckets: event pictures (the default) and article pictures (`"bucket": "article-images"`),
// each recorded by its own database function. An event proposal, an article's cover and a
// picture in an article's body may name only a checked picture (the tables' triggers refuse any
// other). Who may upload where stays with Storage's row-level security; this decides nothing
// about it. Web APIs only: the same module runs on the hosted Edge runtime and in the embedded
// backend.
import { SIGNATURE_BYTES, sniffImage } from '../_shared/image-signature.js'

/** The buckets whose pictures are checked, each with the function that records a checked one. */
const BUCKETS = /** @type {const} */ ({
  'event-images': 'record_event_image_check',
  'article-images': 'record_article_image_check',
})
/** @typedef {keyof typeof BUCKETS} Bucket */
// The tables' own check on a picture's name (events.image_path, articles.cover_path).
const OBJECT_NAME = /^[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp)$/

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

/** @typedef {{ supabaseUrl: string, anonKey: string, serviceRoleKey: string }} CheckEnv */

/** @param {number} status @param {string} code @param {string} message */
const answer = (status, code, message) =>
  new Response(JSON.stringify({ code, message }), { status, headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8' } })

/** @param {string} name */
const objectUrl = (name) => name.split('/').map(encodeURIComponent).join('/')

/** @param {unknown} name @returns {name is Bucket} */
const isBucket = (name) => typeof name === 'string' && Object.hasOwn(BUCKETS, name)

/**
 * Checks `{ path, bucket? }`: the picture at `path` in `bucket` (event-images when left out).
 * @param {Request} request
 * @param {CheckEnv} env
 * @returns {Promise<Response>}
 */
export async function checkEventImage(request, env) {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (request.method !== 'POST') return answer(405, 'method_not_allowed', 'Naudokite POST.')
  const authorization = request.headers.get('authorization') ?? ''
  if (!/^Bearer \S+$/.test(authorization)) return answer(401, 'no_authorization', 'Prisijunkite, kad galėtumėte įkelti paveikslėlį.')
  const caller = { Authorization: authorization, apikey: request.headers.get('apikey') ?? env.anonKey }

  /** @type {unknown} */
  let body
  try {
    body = await request.json()
  } catch {
    body = null
  }
  const path = body && typeof body === 'object' && 'path' in body ? body.path : null
  if (typeof path !== 'string' || !OBJECT_NAME.test(path)) return answer(400, 'bad_path', 'Nurodykite įkelto paveikslėlio vietą.')
  const bucket = body && typeof body === 'object' && 'bucket' in body ? body.bucket : 'event-images'
  if (!isBucket(bucket)) return answer(400, 'bad_bucket', 'Tokios paveikslėlių saugyklos nėra.')

  const stored = await fetch(`${env.supabaseUrl}/storage/v1/object/authenticated/${bucket}/${objectUrl(path)}`, { headers: caller })
  if (!stored.ok) {
    await stored.body?.cancel()
    return answer(404, 'not_found', 'Paveikslėlis nerastas: įkelkite jį iš naujo.')
  }
  const declared = (stored.headers.get('content-type') ?? '').split(';')[0].trim()
  const head = new Uint8Array(await stored.arrayBuffer()).subarray(0, SIGNATURE_BYTES)
  const type = sniffImage(head)

  if (!type || type.mime !== declared) {
    // Removed as the caller: Storage's policies decide whether they may.
    await fetch(`${env.supabaseUrl}/storage/v1/object/${bucket}`, {
      method: 'DELETE',
      headers: { ...caller, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: [path] }),
    }).then((response) => response.body?.cancel())
    return answer(422, 'not_an_image', 'Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.')
  }

  const recorded = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${BUCKETS[bucket]}`, {
    method: 'POST',
    headers: { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ object_name: path, mime: type.mime }),
  })
  await recorded.body?.cancel()
  if (!recorded.ok) return answer(502, 'record_failed', 'Nepavyko patikrinti paveikslėlio: bandykite dar kartą.')
  return new Response(JSON.stringify({ path, mime: type.mime }), { status: 200, headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8' } })
}
