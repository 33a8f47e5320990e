import { describe, expect, it } from 'vitest'
import { sniffImage } from '../../../../supabase/functions/_shared/image-signature.js'
import { checkImage } from './image-file'

const file = (bytes: number[], name = 'paveikslelis.png', size?: number) => {
  const content = new Uint8Array(size ?? bytes.length)
  content.set(bytes)
  return new File([content], name, { type: 'image/png' })
}

describe('event pictures', () => {
  it('are known by their first bytes, not their names', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg')
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe('image/png')
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp')
    expect(sniffImage(new TextEncoder().encode('MZ\x90\0'))).toBeNull()
  })

  it('refuse a program renamed .png and a picture over 2 MB, in Lithuanian', async () => {
    expect(await checkImage(file([0x4d, 0x5a, 0x90, 0], 'nuotrauka.png'))).toBe('Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.')
    expect(await checkImage(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'didele.png', 6 * 1024 * 1024))).toBe('Paveikslėlis per didelis (6,0 MB): daugiausia 2 MB.')
    const accepted = await checkImage(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(typeof accepted === 'string' ? accepted : accepted.type.extension).toBe('png')
  })
})
