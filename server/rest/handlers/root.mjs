// GET /rest/v1/: PostgREST answers its OpenAPI description here; this server answers a stub
// that only names itself.
/** @returns {Promise<import('../../http/app.mjs').Reply>} */
export async function root() {
  return { status: 200, body: { swagger: '2.0', info: { title: 'Embedded PostgREST' } } }
}
