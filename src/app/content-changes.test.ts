import { describe, expect, it } from 'vitest'
import { affectedDataKeys, pageDependencies, readsAny } from './content-changes'

/** Which of `pages` (each a page's data keys) a change renders again. */
const rendered = (change: Parameters<typeof affectedDataKeys>[0], pages: Record<string, string[]>) =>
  Object.keys(pages).filter((page) => readsAny(pages[page] ?? [], affectedDataKeys(change)))

const site: Record<string, string[]> = {
  home: ['featured-communities', 'directory-counts', 'event-summaries'],
  communities: pageDependencies({ 'directory-list:communities:': { slugs: ['aberdynas'] } }),
  'communities page 3': pageDependencies({ 'directory-list:communities:puslapis=3': { slugs: ['ekseteris'] } }),
  'communities found by a search': ['directory-list:communities:q=lidsas'],
  schools: ['directory-list:schools:'],
  ekseteris: ['directory-entry:communities:ekseteris', 'entry-news:communities:ekseteris'],
  londonas: ['directory-entry:communities:londonas', 'entry-news:communities:londonas'],
  pasaka: ['directory-entry:schools:pasaka', 'entry-news:schools:pasaka'],
  events: ['events', 'render-day'],
  'event kaledos': ['event:kaledos', 'render-day'],
  'event joninės': ['event:jonines', 'render-day'],
  'calendar of Ekseteris': ['event-organiser:communities:ekseteris'],
  'calendar of culture': ['event-category:Kultūra'],
  news: ['articles'],
  'article mugė': pageDependencies({ 'article:muge': {}, 'article-related:Kultūra:muge': { articles: [{ slug: 'koncertas' }], entry: null } }),
  'article koncertas': pageDependencies({ 'article:koncertas': {}, 'article-related:Kultūra:koncertas': { articles: [{ slug: 'muge' }], entry: 'communities:ekseteris' } }),
  'article sportas': pageDependencies({ 'article:sportas': {}, 'article-related:Sportas:sportas': { articles: [], entry: null } }),
  classifieds: ['classifieds'],
  facts: ['essential-facts'],
}

describe('the pages a change renders again', () => {
  it('are, for a renamed community, its own pages, its list, the home page and the pages of the events it organises', () => {
    const renamed = { subject: 'directory_entry', scope: 'communities', old_scope: 'communities', old_slug: 'ekseteris', new_slug: 'ekseteris', events: ['kaledos'] } as const
    expect(rendered(renamed, site)).toEqual(['home', 'communities', 'communities page 3', 'communities found by a search', 'ekseteris', 'events', 'event kaledos', 'calendar of Ekseteris'])
  })

  it('are, for an entry edited in its place in the list, the list page that shows it and no other', () => {
    const edited = { subject: 'directory_entry', scope: 'communities', old_scope: 'communities', old_slug: 'ekseteris', new_slug: 'ekseteris', events: [], whole_list: false } as const
    expect(rendered(edited, site)).toEqual(['home', 'communities page 3', 'ekseteris', 'calendar of Ekseteris'])
  })

  it('are, for an entry that organises nothing, its pages and its list only; the counts when it is published or withdrawn', () => {
    expect(rendered({ subject: 'directory_entry', scope: 'schools', old_scope: 'schools', old_slug: 'pasaka', new_slug: 'pasaka' }, site)).toEqual(['schools', 'pasaka'])
    expect(rendered({ subject: 'directory_entry', scope: 'schools', old_scope: 'schools', old_slug: null, new_slug: 'pasaka' }, site)).toEqual(['home', 'schools', 'pasaka'])
  })

  it('are, for an event, the lists, its page, its category’s calendars (before and after) and its organiser’s pages', () => {
    const moved = { subject: 'event', scope: 'Kultūra', old_scope: 'Sportas', old_slug: 'kaledos', new_slug: 'kaledos', entries: ['communities:ekseteris'] } as const
    expect(rendered(moved, site)).toEqual(['home', 'ekseteris', 'events', 'event kaledos', 'calendar of Ekseteris', 'calendar of culture'])
    expect(affectedDataKeys(moved)).toContain('event-category:Sportas')
  })

  it('are, for an edited article, the lists, its page and the pages that show it as related', () => {
    const edited = { subject: 'article', scope: 'Kultūra', old_scope: 'Kultūra', old_slug: 'muge', new_slug: 'muge', entries: [] } as const
    expect(rendered(edited, site)).toEqual(['news', 'article mugė', 'article koncertas'])
  })

  it('are, for a newly published article, also every page whose related articles it may join: its category’s and its entry’s', () => {
    const published = { subject: 'article', scope: 'Kultūra', old_scope: null, old_slug: null, new_slug: 'naujas', entries: ['communities:ekseteris'] } as const
    expect(rendered(published, site)).toEqual(['ekseteris', 'news', 'article mugė', 'article koncertas'])
    const other = { subject: 'article', scope: 'Sportas', old_scope: null, old_slug: null, new_slug: 'begimas', entries: [] } as const
    expect(rendered(other, site)).toEqual(['news', 'article sportas'])
  })

  it('are, for a classified or a fact, their own lists', () => {
    expect(rendered({ subject: 'classified', scope: 'Būstas', old_slug: 'c1', new_slug: 'c1' }, site)).toEqual(['classifieds'])
    expect(rendered({ subject: 'essential_fact', scope: 'minimum-wage', old_slug: 'f1', new_slug: 'f1' }, site)).toEqual(['facts'])
  })
})
