import { useState } from 'react'
import { usePublicRead } from '@/hooks/use-public-read'
import { m } from '@/paraglide/messages'
import { readCommunityLogo } from './public-reads'

const PLACEHOLDER = '/images/placeholder-logo.svg'

/** The newest logo from the server; a missing or broken one shows the placeholder. */
type CommunityLogoProps = { communityId: string; communityName: string; size?: number; className?: string }

export function CommunityLogo({ communityId, communityName, size = 64, className }: CommunityLogoProps) {
  const { data, error } = usePublicRead(`logo:${communityId}`, (signal) => readCommunityLogo(communityId, signal))
  const [isBroken, setIsBroken] = useState(false)
  if (error) console.error('Could not load the community logo:', error)
  const src = data?.logo_url && !isBroken ? data.logo_url : PLACEHOLDER
  return (
    <img
      src={src}
      alt={data?.alt_text || m.communities_logo_alt({ community: communityName })}
      width={size}
      height={size}
      className={className ?? 'size-16 rounded-lg border border-slate-200 bg-white object-contain'}
      onError={() => setIsBroken(true)}
    />
  )
}
