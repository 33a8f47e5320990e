import { organizations, type Organization } from '@/data/organizations'
import { supabase } from '@/lib/supabase/client'
import type { TablesInsert } from '@/lib/supabase/database.types'

export const IMPORT_BATCH_SIZE = 50

export type ImportResult = { status: 'exists' } | { status: 'imported'; count: number }

/** The embedded organisation list as rows of the organizations table. */
export function toOrganizationRow(organization: Organization): TablesInsert<'organizations'> {
  return {
    name: organization.name,
    category: organization.category,
    subcategory: organization.subcategory ?? null,
    location: organization.location ?? null,
    leader_title: organization.leaderTitle ?? null,
    leader_name: organization.leaderName ?? null,
    email: organization.email ?? null,
    phone: organization.phone ?? null,
    website: organization.website ?? null,
    address: organization.address ?? null,
    facebook: organization.facebook ?? null,
    instagram: organization.instagram ?? null,
    description: organization.description ?? null,
  }
}

/** Refused when the table has any row; otherwise inserted in batches of 50. */
export async function importOrganizations(source: readonly Organization[] = organizations): Promise<ImportResult> {
  const { data: existing } = await supabase.from('organizations').select('id').limit(1).throwOnError()
  if (existing && existing.length > 0) return { status: 'exists' }
  const rows = source.map(toOrganizationRow)
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
    await supabase
      .from('organizations')
      .insert(rows.slice(start, start + IMPORT_BATCH_SIZE), { defaultToNull: false })
      .throwOnError()
  }
  return { status: 'imported', count: rows.length }
}
