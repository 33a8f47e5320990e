/**
 * Deleting an account removes the member's event pictures too (the account page does this
 * before the database deletes the account: Storage keeps files that deleting rows cannot reach).
 */
import { describe, expect, it } from 'vitest'
import { removeOwnEventImages } from '../../src/features/account/remove-own-event-images'
import { newUser, serviceClient } from './helpers'

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const image = () => new Blob([new Uint8Array(png)], { type: 'image/png' })

describe("a member's event pictures when the account is deleted", () => {
  it('are removed from the bucket, and no one else’s are touched', async () => {
    const [member, other] = await Promise.all([newUser('paveiksleliai'), newUser('kitas-paveiksleliai')])
    const memberId = member.user!.id
    for (const name of ['a.png', 'b.png', 'c.png']) expect((await member.client.storage.from('event-images').upload(`${memberId}/${name}`, image())).error).toBeNull()
    const othersPath = `${other.user!.id}/lieka.png`
    expect((await other.client.storage.from('event-images').upload(othersPath, image())).error).toBeNull()

    expect(await removeOwnEventImages(member.client, memberId)).toBe(3)
    // The other member's folder, as the member would try it: nothing to remove there.
    expect(await removeOwnEventImages(member.client, other.user!.id)).toBe(0)
    expect((await member.client.rpc('delete_own_account', { confirm_email: member.email })).error).toBeNull()

    const service = serviceClient().storage.from('event-images')
    expect((await service.list(memberId)).data).toEqual([])
    expect((await service.list(other.user!.id)).data?.map((file) => file.name)).toEqual(['lieka.png'])
    await service.remove([othersPath])
  })
})
