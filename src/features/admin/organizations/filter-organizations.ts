import { organizationCategories, type OrganizationCategory } from '@/data/organizations'
import type { Organization } from '@/lib/supabase/types'
import { matchesQuery } from '@/lib/search'

export type OrganizationFilters = { query: string; category: OrganizationCategory | '' }

/** Admin list filter: the one matcher over the visible fields, plus an exact category. */
export function filterOrganizations(items: readonly Organization[], { query, category }: OrganizationFilters) {
  return items.filter(
    (item) =>
      (!category || item.category === category) &&
      matchesQuery(query, [
        item.name,
        item.location,
        item.leader_name,
        item.subcategory,
        item.email,
        organizationCategories[item.category as OrganizationCategory],
      ]),
  )
}
