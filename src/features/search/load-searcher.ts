import { loadPublishedCatalogue } from '@/features/directory/live/load-catalogue'
import { loadApprovedSummaries } from '@/features/events/live/approved-events'
import { loadPublishedArticles } from '@/features/news/live/published-articles'
import { articleHits, eventHits } from './content-hits'
import { searcherFor } from './search-index'

/**
 * The global search's finder over what is published now. The directory is required (without it
 * the search has nothing); articles and events are added when they can be read.
 */
export async function loadSearcher() {
  const signal = new AbortController().signal
  const [catalogue, articles, events] = await Promise.all([
    loadPublishedCatalogue(),
    loadPublishedArticles(signal, { forSearch: true }).catch(() => []),
    loadApprovedSummaries(signal, { forSearch: true }).catch(() => []),
  ])
  return searcherFor(catalogue, [...articleHits(articles), ...eventHits(events)])
}
