/**
 * Deleting an account removes the member's pictures too, of events and of articles (the account page does this
 * before the database deletes the account: Storage keeps files that deleting rows cannot reach).
 */
import { describe, expect, it } from 'vitest'
import { removeOwnPictures } from '../../src/features/account/remove-own-pictures'
import { newUser, serviceClient } from './helpers'

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
