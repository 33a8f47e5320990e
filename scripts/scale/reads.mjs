// The data API reads the public pages make, timed with the public (anon) key.

/**
 * [label, table or rpc/function, query or arguments] — the same parameters the pages send (src/features/…/live, src/app/prerender-routes.ts).
 * @type {Array<[string, string, Record<string, string | number>]>}
 */
export const PAGE_READS = [
  ['chat_room_stats (the chat\'s room list)', 'chat_room_stats', { select: 'room_id,message_count,author_count,last_message_at,can_read,can_write' }],
  // A list page: one call of the list's function (a POST with these arguments).
  ['directory_list_page: /bendruomenes', 'rpc/directory_list_page', { list_directory: 'communities', page_size: 24 }],
  ['directory_list_page: /bendruomenes?q=…&puslapis=2', 'rpc/directory_list_page', { list_directory: 'communities', query_text: 'bendruomene', page_number: 2, page_size: 24 }],
  ['directory_list_page: /lituanistinis-mokymas near LS6, 50 km', 'rpc/directory_list_page', { list_directory: 'schools', origin_latitude: 53.82, origin_longitude: -1.58, within_km: 50, page_size: 24 }],
  ['directory_entries: every published (page list)', 'directory_entries', { select: 'id,directory,slug,updated_at', status: 'eq.published', order: 'directory,sort_order,name' }],
  ['event_listings: /renginiai', 'event_listings', {
    select: 'id,slug,title,description,category,starts_at,start_date,start_time,end_date,end_time,all_day,venue,town,region,organiser_name,organiser_directory,organiser_slug,link,registration_email,price,expected_attendees,image_path,featured,postcode,latitude,longitude',
    order: 'starts_at,slug',
  }],
  ['published_articles: /naujienos', 'published_articles', { select: 'id,slug,title,lead,category,cover_path,cover_alt,author_name,publish_at,updated_at,entry_name,entry_directory,entry_slug', order: 'publish_at.desc,slug' }],
  ['classifieds: /skelbimai', 'classifieds', { select: 'id,title,body,category,price,town,contact,contact_email,author_name,published_on:decided_at::date', order: 'decided_at.desc,id' }],
]

/** @param {number[]} values @param {number} q */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

/**
 * Each read `times` times one after another; p50 and p95 in ms, rows and bytes of an answer,
 * or why it failed.
 * @param {string} apiUrl @param {string} anonKey @param {number} times @param {(line: string) => void} [say]
 * @returns {Promise<Array<{ label: string, value: string }>>}
 */
export async function timeReads(apiUrl, anonKey, times, say = () => {}) {
  const results = []
  for (const [label, table, params] of PAGE_READS) {
    const isCall = table.startsWith('rpc/')
    const url = isCall ? `${apiUrl}/rest/v1/${table}` : `${apiUrl}/rest/v1/${table}?${new URLSearchParams(/** @type {Record<string, string>} */ (params))}`
    const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json', ...(isCall && { 'Content-Type': 'application/json' }) }
    const init = isCall ? { method: 'POST', headers, body: JSON.stringify(params) } : { headers }
    /** @type {number[]} */
    const ms = []
    let failure = ''
    let rows = 0
    let bytes = 0
    for (let i = 0; i < times && !failure; i++) {
      const started = performance.now()
      const response = await fetch(url, init)
      const body = await response.text()
      ms.push(performance.now() - started)
      if (!response.ok) failure = `HTTP ${response.status} ${body.slice(0, 160)}`
      else if (i === 0) {
        const parsed = JSON.parse(body)
        rows = isCall ? (parsed.entries?.length ?? 0) : parsed.length
        bytes = Buffer.byteLength(body)
      }
    }
    say(`  ${label}: ${failure ? 'fails' : `p95 ${quantile(ms, 0.95).toFixed(0)} ms`}`)
    results.push({
      label: `${label} p95`,
      value: failure ? `fails: ${failure}` : `${quantile(ms, 0.95).toFixed(1)} ms (p50 ${quantile(ms, 0.5).toFixed(1)} ms; ${rows} rows, ${(bytes / 1024).toFixed(0)} KB)`,
    })
  }
  return results
}
