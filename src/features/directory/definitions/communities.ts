import { z } from 'zod'
import { communities, type Community } from '@/data/communities'
import { defineDirectory } from '../entry'
import { orAbsent, orNull, readDetails, withoutAbsent } from './fields'

const details = z.object({
  type: z.enum(['pagrindine', 'regionine']),
  members: z.number().int().nonnegative(),
  instagram: z.string().optional(),
  facebook: z.string().optional(),
  gallery: z.array(z.string()),
  nextEvent: z.string().optional(),
  eventDate: z.string().optional(),
  meetingTime: z.string().optional(),
  activities: z.array(z.string()),
})

export const communitiesDirectory = defineDirectory<Community, 'communities'>({
  directory: 'communities',
  embedded: communities,
  toEntry: (community) => ({
    slug: community.id,
    name: community.name,
    summary: community.description,
    description: community.fullDescription,
    town: community.location,
    region: null,
    address: orNull(community.address),
    leader_name: community.leader,
    leader_title: community.leaderTitle,
    email: community.email,
    phone: orNull(community.phone),
    website: orNull(community.website),
    founded: community.founded,
    details: withoutAbsent({
      type: community.type,
      members: community.members,
      facebook: community.facebook,
      instagram: community.instagram,
      gallery: community.gallery,
      nextEvent: community.nextEvent,
      eventDate: community.eventDate,
      meetingTime: community.meetingTime,
      activities: community.activities,
    }),
  }),
  fromEntry: (entry) => {
    const extra = readDetails(details, entry.details)
    if (!extra) return null
    return {
      id: entry.slug,
      name: entry.name,
      type: extra.type,
      location: entry.town ?? '',
      leader: entry.leader_name ?? '',
      leaderTitle: entry.leader_title ?? '',
      description: entry.summary ?? '',
      fullDescription: entry.description ?? '',
      members: extra.members,
      founded: entry.founded ?? 0,
      email: entry.email ?? '',
      phone: orAbsent(entry.phone),
      address: orAbsent(entry.address),
      website: orAbsent(entry.website),
      facebook: extra.facebook,
      instagram: extra.instagram,
      gallery: extra.gallery,
      nextEvent: extra.nextEvent,
      eventDate: extra.eventDate,
      meetingTime: extra.meetingTime,
      activities: extra.activities,
    }
  },
})
