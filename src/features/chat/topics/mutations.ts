import { supabase } from '@/lib/supabase/client'
import type { TopicValues } from './topic-schema'

/**
 * Starts a topic and answers its address. The database derives the address from the title and
 * stamps the author. A plain call rather than a mutation hook: the form needs no query cache.
 */
export async function createTopic(values: TopicValues): Promise<string> {
  const { data } = await supabase
    .from('chat_rooms')
    .insert({ kind: 'topic', name: values.name, topic_category: values.category, description: values.description })
    .select('slug')
    .single()
    .throwOnError()
  return data.slug
}
