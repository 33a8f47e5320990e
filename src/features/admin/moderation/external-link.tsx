/** What the database lets through as a link; anything else is shown as text, never followed. */
const safeLink = /^https:\/\/[^\s<>"]+$/i

/** A member's link, opened in a new tab without handing it this page (noopener, no referrer). */
export function ExternalLink({ href }: { href: string }) {
  if (!safeLink.test(href)) return <span className="[overflow-wrap:anywhere]">{href}</span>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline [overflow-wrap:anywhere]">
      {href}
      <span className="sr-only"> (atidaroma naujame lange)</span>
    </a>
  )
}
