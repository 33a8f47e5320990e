import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { adminMediaUrl, trustOf } from './entry'

describe('trustOf', () => {
  const entry = { last_verified_at: '2026-11-03T10:00:00Z', updated_at: '2026-11-04T10:00:00Z' }

  it('carries when the entry was checked and changed, and its logo’s public address', () => {
    expect(trustOf({ ...entry, logo_path: 'logotipai/1764000000000.png' })).toEqual({
      lastVerifiedAt: '2026-11-03T10:00:00Z',
      updatedAt: '2026-11-04T10:00:00Z',
      logoUrl: `${env.supabaseUrl}/storage/v1/object/public/admin-media/logotipai/1764000000000.png`,
    })
  })

  it('has no logo address for an entry without a logo', () => {
    expect(trustOf({ ...entry, logo_path: null })).not.toHaveProperty('logoUrl')
  })
})

describe('adminMediaUrl', () => {
  it('is the media library file’s public address in the admin-media bucket', () => {
    expect(adminMediaUrl('1.webp')).toBe(`${env.supabaseUrl}/storage/v1/object/public/admin-media/1.webp`)
  })
})
