import { eventCategories } from '@/features/events/event-summary'
import type { EventRegion } from '@/features/events/event'
import type { TablesInsert } from '@/lib/supabase/database.types'
import { hasHtmlTags, plainTextError } from '@/lib/plain-text'
import { parsePostcode } from '@/features/near-me/parse-postcode'
import { z } from '@/lib/zod'
import { fromUkDateTime, nextDay, ukMidnight } from '@/lib/uk-time'
import { m } from '@/paraglide/messages'

export const eventRegions = ['Anglija', 'Škotija', 'Velsas', 'Šiaurės Airija', 'Nuotoliu'] as const satisfies readonly EventRegion[]

// Messages are functions: zod asks for them as it validates, in the page's language.
const tooLong = (max: number) => ({ error: () => m.events_max_chars({ max }) })
const plainText = { error: plainTextError }

const text = (min: number, max: number, tooShort: () => string) =>
  z
    .string()
    .trim()
    .min(min, { error: tooShort })
    .max(max, tooLong(max))
    .refine((value) => !hasHtmlTags(value), plainText)
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine((value) => !hasHtmlTags(value), plainText)

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.events_choose_date() })
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.events_enter_time() })

/** The proposal form: what the member types, as text (the inputs' values), kept in a draft as it is. */
export const proposalFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: text(3, 120, () => m.events_title_min()),
      category: z.enum(eventCategories, { error: () => m.events_choose_category() }),
      date,
      allDay: z.boolean(),
      startTime: z.string(),
      endDate: z.union([z.literal(''), date]),
      endTime: z.string(),
      venue: optional(200),
      town: text(2, 80, () => m.events_town_required()),
      postcode: z
        .string()
        .trim()
        .refine((value) => value === '' || parsePostcode(value) !== null, { error: () => m.events_postcode_invalid() }),
      region: z.enum(eventRegions, { error: () => m.events_choose_region() }),
      organiser: optional(120),
      link: z
        .string()
        .trim()
        .max(500, tooLong(500))
        .refine((value) => value === '' || /^https:\/\/[^\s<>"]+$/.test(value), { error: () => m.events_link_https() }),
      registrationEmail: z.union([z.literal(''), z.email({ error: () => m.events_email_invalid() }).max(254)]),
      price: z
        .string()
        .trim()
        .refine((value) => value === '' || (/^\d{1,5}([.,]\d{1,2})?$/.test(value) && Number(value.replace(',', '.')) <= 10000), { error: () => m.events_price_invalid() }),
      description: text(10, 2000, () => m.events_description_min()),
    })
    .superRefine((values, context) => {
      if (!values.allDay) {
        if (!time.safeParse(values.startTime).success) context.addIssue({ code: 'custom', path: ['startTime'], message: m.events_start_time_required() })
        if (!time.safeParse(values.endTime).success) context.addIssue({ code: 'custom', path: ['endTime'], message: m.events_end_time_required() })
      }
      const times = eventTimes(values)
      if (!times) return
      if (times.ends_at <= times.starts_at) context.addIssue({ code: 'custom', path: ['endTime'], message: m.events_end_after_start() })
      if (new Date(times.starts_at) < now()) context.addIssue({ code: 'custom', path: ['date'], message: m.events_start_past() })
    })

export type ProposalFormValues = z.input<ReturnType<typeof proposalFormSchema>>
export type ProposalValues = z.output<ReturnType<typeof proposalFormSchema>>

/** Where the tab keeps the proposal while it is typed. */
export const PROPOSAL_DRAFT_KEY = 'lietuviai-jk:event-proposal'

export const emptyProposal: ProposalFormValues = {
  title: '',
  category: '' as ProposalFormValues['category'],
  date: '',
  allDay: false,
  startTime: '',
  endDate: '',
  endTime: '',
  venue: '',
  town: '',
  postcode: '',
  region: '' as ProposalFormValues['region'],
  organiser: '',
  link: '',
  registrationEmail: '',
  price: '',
  description: '',
}

type Times = { starts_at: string; ends_at: string }

/** Start and end as instants; an all-day event runs from its first midnight to the one after its last day. Null while incomplete. */
export function eventTimes(values: Pick<ProposalFormValues, 'date' | 'allDay' | 'startTime' | 'endDate' | 'endTime'>): Times | null {
  if (!date.safeParse(values.date).success) return null
  const lastDay = values.endDate || values.date
  if (values.allDay) return { starts_at: ukMidnight(values.date), ends_at: ukMidnight(nextDay(lastDay)) }
  if (!time.safeParse(values.startTime).success || !time.safeParse(values.endTime).success) return null
  return { starts_at: fromUkDateTime(values.date, values.startTime), ends_at: fromUkDateTime(lastDay, values.endTime) }
}

/** What the member decided, as the row to insert; the slug, status, author and stamps are the database's. */
export type EventProposal = Omit<TablesInsert<'events'>, 'slug' | 'status' | 'featured' | 'submitted_by' | 'created_at' | 'updated_at' | 'decided_at' | 'decided_by' | 'rejection_reason' | 'id'>

/**
 * The row to insert. An organiser that is a directory entry is linked by its id (its page then
 * links to the entry); any other organiser is kept as the name typed.
 */
export function toEventProposal(values: ProposalValues, imagePath: string | null, organiserEntryId: string | null = null): EventProposal {
  const times = eventTimes(values)
  if (!times) throw new Error('toEventProposal: the form was not validated')
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    ...times,
    all_day: values.allDay,
    venue: values.venue || null,
    town: values.town,
    postcode: values.postcode || null,
    region: values.region,
    organiser_entry_id: organiserEntryId,
    organiser_name: organiserEntryId ? null : values.organiser || null,
    link: values.link || null,
    registration_email: values.registrationEmail || null,
    price: values.price === '' ? null : Number(values.price.replace(',', '.')),
    image_path: imagePath,
  }
}
