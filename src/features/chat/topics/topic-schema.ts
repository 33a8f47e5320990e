import { topicCategories, type TopicCategory } from '@/features/chat/topic-category'
import { cleanText } from '@/lib/validation'
import { z } from '@/lib/zod'
import { m } from '@/paraglide/messages'

/** A new topic: the limits match public.chat_rooms' checks. */
export const topicSchema = z.object({
  name: cleanText(
    z
      .string()
      .min(3, { error: () => m.chat_topic_name_short() })
      .max(200, { error: () => m.chat_topic_name_long() }),
  ),
  category: z.enum(topicCategories as [TopicCategory, ...TopicCategory[]], { error: () => m.chat_topic_category_required() }),
  description: cleanText(z.string().max(1000, { error: () => m.chat_topic_description_long() })),
})
export type TopicInput = z.input<typeof topicSchema>
export type TopicValues = z.output<typeof topicSchema>
