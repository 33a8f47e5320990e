import { useEffect, useRef } from 'react'
import type { ArticleForm } from './article-form'
import { articleFormSchema, type ArticleValues } from './article-form-schema'

/** How long the writer must stop typing before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 5000

type AutosaveOptions = {
  form: ArticleForm
  /** Only an existing draft is autosaved: anything public changes only when asked. */
  enabled: boolean
  /** The values last saved (JSON of the form's values), so unchanged ones are not saved again. */
  lastSaved: () => string
  /** Called with values the database would take; the tab keeps everything else. */
  onSave: (values: ArticleValues) => void
  /** Called when the values are not valid yet: they stay in the tab's session storage only. */
  onInvalid: () => void
}

/** Saves the draft once the writer has stopped typing for a while, if what they typed is valid. */
export function useAutosave({ form, enabled, lastSaved, onSave, onInvalid }: AutosaveOptions) {
  // The latest callbacks, without restarting the timer whenever the editor renders.
  const callbacks = useRef({ lastSaved, onSave, onInvalid })
  useEffect(() => {
    callbacks.current = { lastSaved, onSave, onInvalid }
  })

  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = form.watch(() => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const values = form.getValues()
        if (JSON.stringify(values) === callbacks.current.lastSaved()) return
        // Checked quietly: the fields show their messages when the writer leaves them or saves.
        const parsed = articleFormSchema.safeParse(values)
        if (parsed.success) callbacks.current.onSave(parsed.data)
        else callbacks.current.onInvalid()
      }, AUTOSAVE_DELAY_MS)
    })
    return () => {
      subscription.unsubscribe()
      clearTimeout(timer)
    }
  }, [enabled, form])
}
