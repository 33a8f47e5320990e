import { slugify } from '@/lib/slug'

/** A category's calendar name in its address ('Švietimas' → 'svietimas'). */
export const categorySlug = (category: string) => slugify(category)
