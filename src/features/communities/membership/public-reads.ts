import { readPublic } from '@/lib/public-rest'
import type { Benefit } from './membership-plans'

export type LogoRow = { logo_url: string; alt_text: string | null }

/**
 * A community's public membership content, read with the public key as plain fetches: the
 * community page shows it to every visitor, and a signed-out visitor's first load carries
 * neither supabase-js nor the query cache.
 */
export async function readCommunityLogo(communityId: string, signal: AbortSignal): Promise<LogoRow | null> {
  const rows = await readPublic<LogoRow>(
    'community_logos',
    { select: 'logo_url,alt_text', community_id: `eq.${communityId}`, order: 'created_at.desc', limit: '1' },
    signal,
  )
  return rows[0] ?? null
}

export function readCommunityBenefits(communityId: string, signal: AbortSignal): Promise<Benefit[]> {
  return readPublic<Benefit>(
    'community_benefits',
    { select: 'membership_type,benefit_name,benefit_description', community_id: `eq.${communityId}`, order: 'sort_order' },
    signal,
  )
}
