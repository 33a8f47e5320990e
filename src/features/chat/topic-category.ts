import { perLocale } from '@/lib/i18n/per-locale'
import { m } from '@/paraglide/messages'

export type TopicCategory = 'bustas' | 'maistas' | 'karjera' | 'seima' | 'keliones' | 'verslas'

/** The categories (the values public.chat_rooms accepts), in the order the lists show them. */
export const topicCategories: readonly TopicCategory[] = ['bustas', 'maistas', 'karjera', 'seima', 'keliones', 'verslas']

/** Each category's name in the page's language. */
export const topicCategoryLabels = perLocale(
  (): Record<TopicCategory, string> => ({
    bustas: m.chat_category_bustas(),
    maistas: m.chat_category_maistas(),
    karjera: m.chat_category_karjera(),
    seima: m.chat_category_seima(),
    keliones: m.chat_category_keliones(),
    verslas: m.chat_category_verslas(),
  }),
)
