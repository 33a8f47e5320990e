import { z } from '@/lib/zod'
import { organizationCategories, type OrganizationCategory } from '@/data/organizations'
import { sanitizeText } from '@/lib/sanitize'

const categoryKeys = Object.keys(organizationCategories) as [OrganizationCategory, ...OrganizationCategory[]]
const text = z.string().transform(sanitizeText)

/** The admin organisation form (name and category required, e-mail of e-mail type). */
export const organizationSchema = z.object({
  name: text.pipe(z.string().min(1, 'Įveskite pavadinimą')),
  category: z.union([z.enum(categoryKeys), z.literal('')]).refine((value) => value !== '', 'Pasirinkite kategoriją'),
  subcategory: text,
  location: text,
  leader_title: text,
  leader_name: text,
  email: text.pipe(z.union([z.literal(''), z.email('Netinkamas el. pašto formatas')])),
  phone: text,
  website: text,
  address: text,
  facebook: text,
  instagram: text,
  description: text,
})

export type OrganizationFormInput = z.input<typeof organizationSchema>
export type OrganizationValues = z.output<typeof organizationSchema>

export const emptyOrganization: OrganizationFormInput = {
  name: '',
  category: '',
  subcategory: '',
  location: '',
  leader_title: '',
  leader_name: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  facebook: '',
  instagram: '',
  description: '',
}
