import { ExternalLink } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { websiteHref } from '@/lib/links'

/** Opens the organisation's website in a new tab; disabled with 'Svetainės nėra' when it has none. */
export function WebsiteButton({ website, name }: { website?: string; name: string }) {
  if (!website) {
    return (
      <Button variant="outline" size="sm" disabled>
        {m.website_none()}
      </Button>
    )
  }
  return (
    <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
      <ExternalLink aria-hidden />
      {m.website_visit()}
      <span className="sr-only">{m.website_visit_note({ name })}</span>
    </a>
  )
}
