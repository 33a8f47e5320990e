/**
 * Pages that failed to render, as the build and the site's server report them through the data
 * API with the service key (scripts/site/render-failures.mjs): administrators read them, nobody
 * else reads or writes them, a repeated failure replaces the row, and a page that renders again
 * leaves the list. The full access matrix is in rls/matrix.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRenderFailures } from '../../scripts/site/render-failures.mjs'
import { apiUrl, client, SERVICE_ROLE_KEY, serviceClient, signInAs, type Client } from './helpers'

let admin: Client
let member: Client
const path = `/mokykla/acc-mokykla-${Date.now()}`
const quiet = { error: () => {}, log: () => {} }

beforeAll(async () => {
  admin = (await signInAs('admin')).client
  member = (await signInAs('member')).client
})

afterAll(async () => {
  await serviceClient().from('page_render_failures').delete().eq('path', path)
})

const rowsSeenBy = async (who: Client) => (await who.from('page_render_failures').select('path, error, source, failed_at').eq('path', path)).data

describe('page render failures', () => {
  it('are recorded by the build with the service key and read by administrators', async () => {
    const reports = createRenderFailures({ apiUrl, source: 'build', serviceKey: SERVICE_ROLE_KEY, log: quiet })
    await reports.failed(path, new Error(`${path} rendered with status 404`))
    expect(await rowsSeenBy(admin)).toEqual([{ path, source: 'build', error: expect.stringMatching(new RegExp(`^Error: ${path} rendered with status 404`)), failed_at: expect.any(String) }])
  })

  it('replace the row when the page fails again', async () => {
    const reports = createRenderFailures({ apiUrl, source: 'server', serviceKey: SERVICE_ROLE_KEY, log: quiet })
    await reports.failed(path, 'the database did not answer')
    expect(await rowsSeenBy(admin)).toEqual([{ path, source: 'server', error: 'the database did not answer', failed_at: expect.any(String) }])
  })

  it('are hidden from members and refused to visitors, and written by neither', async () => {
    expect(await rowsSeenBy(member)).toEqual([])
    const { error: visitorRead } = await client().from('page_render_failures').select('path').eq('path', path)
    expect(visitorRead?.code).toBe('42501')
    const { error: memberWrite } = await member.from('page_render_failures').insert({ path: '/netikra', error: 'x' })
    expect(memberWrite?.code).toBe('42501')
    const { error: adminDelete } = await admin.from('page_render_failures').delete().eq('path', path)
    expect(adminDelete?.code).toBe('42501')
    expect(await rowsSeenBy(admin)).toHaveLength(1)
  })

  it('leave the list once the page renders again', async () => {
    const reports = createRenderFailures({ apiUrl, source: 'server', serviceKey: SERVICE_ROLE_KEY, log: quiet })
    await reports.rendered(path)
    expect(await rowsSeenBy(admin)).toEqual([])
  })
})
