import { slugify } from '@/lib/slug'
import type { EventCategory } from '../event-summary'

/** The event categories, each with a calendar of its own. */
export const eventCategories: readonly EventCategory[] = ['Kultūra', 'Švietimas', 'Sportas', 'Verslas']

/** A category's calendar name in its address ('Švietimas' → 'svietimas'). */
export const categorySlug = (category: string) => slugify(category)
