import { TranslationEditor } from '@/features/translation/translation-editor'

/** An entry's English name, summary and description, in the editors of the entry (administrators' and its managers'). */
export function EntryTranslationForm({ entryId }: { entryId: string }) {
  return <TranslationEditor kind="entry" itemId={entryId} />
}
