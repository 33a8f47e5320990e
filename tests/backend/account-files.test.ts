/**
 * Deleting an account removes the member's pictures too, of events and of articles: the account page removes
 * their files through Storage first, and the erasure itself deletes their Storage rows whoever calls it, so
 * Storage serves them no more.
 */
import { describe, expect, it } from 'vitest'
import { removeOwnPictures } from '../../src/features/account/remove-own-pictures'
import { apiUrl, newUser, serviceClient } from './helpers'

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const image = () => new Blob([new Uint8Array(png)], { type: 'image/png' })

describe("a member's pictures when the account is deleted", () => {
  it('are removed from the bucket, and no one else’s are touched', async () => {
    const [member, other] = await Promise.all([newUser('paveiksleliai'), newUser('kitas-paveiksleliai')])
    const memberId = member.user!.id
    for (const name of ['a.png', 'b.png', 'c.png']) expect((await member.client.storage.from('event-images').upload(`${memberId}/${name}`, image())).error).toBeNull()
    // Article pictures are uploaded by the managers of an entry: the member manages one.
    const service = serviceClient()
    const entry = await service.from('directory_entries').insert({ directory: 'communities', slug: `paveiksleliu-bendruomene-${Date.now()}`, status: 'published', name: 'Paveikslėlių bendruomenė', town: 'Lidsas' }).select('id').single()
    expect((await service.from('entry_managers').insert({ entry_id: entry.data!.id, user_id: memberId, role: 'Pirmininkė' })).error).toBeNull()
    expect((await member.client.storage.from('article-images').upload(`${memberId}/virselis.png`, image())).error).toBeNull()
    const othersPath = `${other.user!.id}/lieka.png`
    expect((await other.client.storage.from('event-images').upload(othersPath, image())).error).toBeNull()

    expect(await removeOwnPictures(member.client, memberId)).toBe(4)
    // The other member's folder, as the member would try it: nothing to remove there.
    expect(await removeOwnPictures(member.client, other.user!.id)).toBe(0)
    expect((await member.client.rpc('delete_own_account', { confirm_email: member.email })).error).toBeNull()

    const events = service.storage.from('event-images')
    expect((await events.list(memberId)).data).toEqual([])
    expect((await service.storage.from('article-images').list(memberId)).data).toEqual([])
    expect((await events.list(other.user!.id)).data?.map((file) => file.name)).toEqual(['lieka.png'])
    await events.remove([othersPath])
    await service.from('directory_entries').delete().eq('id', entry.data!.id)
  })
})

describe("a member's pictures when the account is deleted by the RPC alone", () => {
  it('are no longer served at their public address, and no one else’s are touched', async () => {
    const [member, other] = await Promise.all([newUser('be-puslapio'), newUser('kitas-be-puslapio')])
    const memberId = member.user!.id
    const own = `${memberId}/me.png`
    const others = `${other.user!.id}/lieka.png`
    expect((await member.client.storage.from('event-images').upload(own, image())).error).toBeNull()
    expect((await other.client.storage.from('event-images').upload(others, image())).error).toBeNull()
    const publicUrl = (path: string) => `${apiUrl}/storage/v1/object/public/event-images/${path}`
    expect((await fetch(publicUrl(own))).status).toBe(200)

    expect((await member.client.rpc('delete_own_account', { confirm_email: member.email })).error).toBeNull()

    // Storage's legacy answer to a missing object: 400, with the real status in the body.
    const gone = await fetch(publicUrl(own))
    expect(await gone.json()).toMatchObject({ statusCode: '404', message: 'Object not found' })
    expect((await serviceClient().storage.from('event-images').list(memberId)).data).toEqual([])
    expect((await fetch(publicUrl(others))).status).toBe(200)
    await serviceClient().storage.from('event-images').remove([others])
  })
})
