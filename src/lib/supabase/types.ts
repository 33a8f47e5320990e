import type { Tables } from './database.types'

export type AdminUser = Tables<'admin_users'>
export type Profile = Tables<'profiles'>
export type CommunityMembership = Tables<'community_memberships'>
export type CommunityBenefit = Tables<'community_benefits'>
export type CommunityLogo = Tables<'community_logos'>
export type Contact = Tables<'contacts'>
export type Media = Tables<'media'>
