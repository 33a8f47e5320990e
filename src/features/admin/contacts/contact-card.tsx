import { Mail, Phone } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDateTime } from '@/lib/intl-format'
import { mailtoHref, telHref } from '@/lib/links'
import type { Contact } from '@/lib/supabase/types'
import { contactPriorityLabels, contactStatusLabels, type ContactPriority, type ContactStatus } from './contact-labels'

type ContactCardProps = {
  contact: Contact
  isUpdating: boolean
  onSetStatus: (status: ContactStatus) => void
}

const statusVariant = { new: 'accent', in_progress: 'secondary', resolved: 'default' } as const
const priorityVariant = { high: 'destructive', normal: 'outline', low: 'outline' } as const

export function ContactCard({ contact, isUpdating, onSetStatus }: ContactCardProps) {
  const status = contact.status as ContactStatus
  const priority = contact.priority as ContactPriority
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant={statusVariant[status]}>{contactStatusLabels[status]}</Badge>
          <Badge variant={priorityVariant[priority]}>{contactPriorityLabels[priority]}</Badge>
        </div>
        <CardTitle as="h2">{contact.name}</CardTitle>
        <p className="text-sm text-slate-600">
          Gauta <time dateTime={contact.created_at}>{formatDateTime(contact.created_at)}</time>
          {contact.updated_at !== contact.created_at && (
            <>
              {' '}
              · atnaujinta <time dateTime={contact.updated_at}>{formatDateTime(contact.updated_at)}</time>
            </>
          )}
        </p>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
          <a href={mailtoHref(contact.email)} className="inline-flex items-center gap-1 text-brand-700 underline">
            <Mail aria-hidden className="size-4" /> {contact.email}
          </a>
          {contact.phone && (
            <a href={telHref(contact.phone)} className="inline-flex items-center gap-1 text-brand-700 underline">
              <Phone aria-hidden className="size-4" /> {contact.phone}
            </a>
          )}
        </p>
        <p className="whitespace-pre-line text-slate-900">{contact.message}</p>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline" disabled={isUpdating || status === 'in_progress'} onClick={() => onSetStatus('in_progress')}>
          Vykdoma
        </Button>
        <Button size="sm" disabled={isUpdating || status === 'resolved'} onClick={() => onSetStatus('resolved')}>
          Išspręsta
        </Button>
      </CardFooter>
    </Card>
  )
}
