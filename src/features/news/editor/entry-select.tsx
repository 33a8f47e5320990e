import { useQuery } from '@tanstack/react-query'
import { SelectField } from '@/components/ui/text-field'
import { directoryPages } from '@/features/directory/directory-pages'
import type { DirectoryKey } from '@/features/directory/entry'
import { directoryLabels } from '@/features/directory/labels'
import { organiserEntryQueries, type OrganiserEntry } from '@/features/events/proposal/organiser-entries'
import type { ArticleForm } from './article-form'
import { useArticleWriter } from './article-writer'
import { m } from '@/paraglide/messages'

/** The directories whose entries have pages of their own: an article links to its entry's page. */
const withPages = (Object.keys(directoryPages) as DirectoryKey[]).filter((key) => 'detail' in directoryPages[key])

/** The published entries with pages, by directory, each list by name (as loaded). */
export function entryGroups(entries: readonly OrganiserEntry[]): { directory: DirectoryKey; entries: OrganiserEntry[] }[] {
  return withPages.map((directory) => ({ directory, entries: entries.filter((entry) => entry.directory === directory) })).filter((group) => group.entries.length > 0)
}

/**
 * 'Apie įrašą': the entry the article is about, grouped by directory. An administrator chooses
 * any published entry or none; a manager one of the entries they manage.
 */
export function EntrySelect({ form, id }: { form: ArticleForm; id: string }) {
  const writer = useArticleWriter()
  // The same read of published entries as the event proposal's organiser list (and its cache).
  const entries = useQuery({ ...organiserEntryQueries.list(), enabled: !writer.entries })
  const chosen = form.watch('entryId')
  const groups = writer.entries ? [{ directory: null, entries: [...writer.entries] }] : entryGroups(entries.data ?? [])
  const listed = groups.some((group) => group.entries.some((entry) => entry.id === chosen))
  return (
    <SelectField
      id={`${id}-entry`}
      label={writer.entries ? m.news_editor_entry_label_required() : m.news_editor_entry_label()}
      description={entries.isError ? m.news_editor_entry_load_failed() : m.news_editor_entry_hint()}
      error={form.formState.errors.entryId?.message}
      // Controlled: its options arrive after the form has its value.
      value={chosen}
      onChange={(event) => form.setValue('entryId', event.target.value, { shouldDirty: true })}
    >
      <option value="">{writer.entries ? m.news_editor_choose() : m.news_editor_entry_none()}</option>
      {/* An entry no longer published (or not yet loaded) stays chosen rather than silently dropped. */}
      {chosen && !listed && <option value={chosen}>{entries.isPending && !writer.entries ? m.site_loading() : m.news_editor_entry_unlisted()}</option>}
      {groups.map((group) => {
        const options = group.entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))
        return group.directory ? (
          <optgroup key={group.directory} label={directoryLabels[group.directory]}>
            {options}
          </optgroup>
        ) : (
          options
        )
      })}
    </SelectField>
  )
}
