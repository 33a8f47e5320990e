import { formatGbp } from '@/lib/format'
import type { ModeratedClassified } from './classified-queries'

/** GBP, or by agreement when the poster gave no price (numeric may come as a string: Number reads both). */
export const classifiedPrice = (price: ModeratedClassified['price']) => (price === null ? 'Kaina sutartinė' : formatGbp(Number(price)))

/** How readers contact the poster: replies through the portal, or the e-mail the poster chose to show. */
export const classifiedContact = ({ contact, contact_email }: Pick<ModeratedClassified, 'contact' | 'contact_email'>) =>
  contact === 'email' && contact_email ? `El. paštas: ${contact_email}` : 'Atsakymai per portalą'

/** A classified as it is or would be published: the facts, then the words as the poster typed them. */
export function ClassifiedDetails({ classified }: { classified: ModeratedClassified }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">Kategorija</dt>
        <dd>{classified.category}</dd>
        <dt className="font-medium text-slate-700">Kaina</dt>
        <dd>{classifiedPrice(classified.price)}</dd>
        <dt className="font-medium text-slate-700">Miestas</dt>
        <dd className="[overflow-wrap:anywhere]">{classified.town}</dd>
        <dt className="font-medium text-slate-700">Skelbėjas</dt>
        <dd className="[overflow-wrap:anywhere]">{classified.author_name || 'Narys'}</dd>
        <dt className="font-medium text-slate-700">Kontaktas</dt>
        <dd className="[overflow-wrap:anywhere]">{classifiedContact(classified)}</dd>
      </dl>
      {/* Plain text as typed: React escapes it, line breaks are kept. */}
      <p className="text-sm whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{classified.body}</p>
    </>
  )
}
