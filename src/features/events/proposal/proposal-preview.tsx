import { useEffect, useMemo } from 'react'
import type { Event } from '@/features/events/event'
import { categoryImage } from '@/features/events/event-summary'
import { EventCard } from '../components/event-card'
import { toUkDateTime } from '@/lib/uk-clock'
import { entryPagePath } from '@/features/directory/directory-pages'
import type { CheckedImage } from './image-file'
import type { OrganiserEntry } from './organiser-entries'
import { eventTimes, toEventProposal, type ProposalValues } from './proposal-schema'

/** The proposal as the events page will show it once approved. */
function previewEvent(values: ProposalValues, imageUrl: string | null, organiser: OrganiserEntry | null): Event {
  const proposal = toEventProposal(values, null, organiser?.id)
  const times = eventTimes(values)!
  const end = toUkDateTime(times.ends_at)
  const lastDay = values.endDate || values.date
  return {
    id: 'perziura',
    title: proposal.title,
    date: values.date,
    time: values.allDay ? '00:00' : values.startTime,
    endTime: values.allDay || lastDay !== values.date ? undefined : end.time,
    endDate: lastDay !== values.date ? lastDay : undefined,
    allDay: values.allDay || undefined,
    location: proposal.town,
    category: values.category,
    featured: false,
    email: proposal.registration_email ?? undefined,
    address: proposal.venue ?? undefined,
    region: values.region,
    description: proposal.description,
    price: proposal.price ?? null,
    organiser: organiser?.name ?? proposal.organiser_name ?? undefined,
    organiserPath: organiser ? entryPagePath(organiser.directory, organiser.slug) : undefined,
    link: proposal.link ?? undefined,
    image: imageUrl ?? categoryImage[values.category],
  }
}

/** The card a visitor will see, built from the form's values and the chosen picture. */
export function ProposalPreview({ values, image, organiser }: { values: ProposalValues; image: CheckedImage | null; organiser: OrganiserEntry | null }) {
  const imageUrl = useMemo(() => (image ? URL.createObjectURL(image.file) : null), [image])
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl])
  return (
    <div className="max-w-sm">
      <EventCard event={previewEvent(values, imageUrl, organiser)} />
    </div>
  )
}
