import { CommunityLogo } from './community-logo'

/** The community hero's logo from the server; the page loads it in the browser only, never while prerendering. */
export function HeroLogo({ communityId, communityName }: { communityId: string; communityName: string }) {
  return <CommunityLogo communityId={communityId} communityName={communityName} size={96} className="size-24 shrink-0 rounded-2xl bg-white object-contain p-2" />
}
