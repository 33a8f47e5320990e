import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import { m } from '@/paraglide/messages'
import { mailtoHref, telHref, websiteHref, websiteLabel } from '@/lib/links'

export type ContactDetails = { email?: string; phone?: string; website?: string; address?: string }

// 24 px lines: each link is a touch target of at least 24 × 24 px (WCAG 2.2 target size).
const link = 'inline-block min-h-6 leading-6 text-brand-700 underline underline-offset-2 hover:text-brand-900 break-all'

/** Working mailto:, tel: and website links (https:// added to bare values). */
export function ContactLinks({ email, phone, website, address }: ContactDetails) {
  return (
    <ul className="space-y-2 text-sm text-slate-800">
      {address && (
        <li className="flex gap-2">
          <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-slate-600" />
          <span>{address}</span>
        </li>
      )}
      {email && (
        <li className="flex gap-2">
          <Mail aria-hidden className="mt-1 size-4 shrink-0 text-slate-600" />
          <a href={mailtoHref(email)} className={link}>
            {email}
          </a>
        </li>
      )}
      {phone && (
        <li className="flex gap-2">
          <Phone aria-hidden className="mt-1 size-4 shrink-0 text-slate-600" />
          <a href={telHref(phone)} className={link}>
            {phone}
          </a>
        </li>
      )}
      {website && (
        <li className="flex gap-2">
          <Globe aria-hidden className="mt-1 size-4 shrink-0 text-slate-600" />
          <a href={websiteHref(website)} className={link} target="_blank" rel="noopener noreferrer">
            {websiteLabel(website)}
            <span className="sr-only">{m.new_window_note()}</span>
          </a>
        </li>
      )}
    </ul>
  )
}
