import { topicCategoryLabels, type TopicCategory } from '@/features/chat/topic-category'
import { cleanText } from '@/lib/validation'
import { z } from '@/lib/zod'

const categories = Object.keys(topicCategoryLabels) as [TopicCategory, ...TopicCategory[]]

/** A new topic: the limits match public.chat_rooms' checks. */
export const topicSchema = z.object({
  name: cleanText(z.string().min(3, 'Pavadinimas turi būti mažiausiai 3 simboliai').max(200, 'Pavadinimas per ilgas (daugiausia 200 simbolių)')),
  category: z.enum(categories, { error: 'Pasirinkite kategoriją' }),
  description: cleanText(z.string().max(1000, 'Aprašymas per ilgas (daugiausia 1000 simbolių)')),
})
export type TopicInput = z.input<typeof topicSchema>
export type TopicValues = z.output<typeof topicSchema>
