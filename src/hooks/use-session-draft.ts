import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'

/**
 * The draft of a form this browser tab kept under `key`, so signing in (or a reload) loses
 * nothing typed. Only the keys of `empty` are read, each only as a value of the same type.
 */
export function readDraft<Values extends FieldValues>(key: string, empty: Values): Values {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return empty
    const entries = Object.entries(empty).map(([name, blank]) => {
      const value = (stored as Record<string, unknown>)[name]
      return [name, typeof value === typeof blank ? value : blank]
    })
    return Object.fromEntries(entries) as Values
  } catch {
    return empty
  }
}

export function clearDraft(key: string) {
  sessionStorage.removeItem(key)
}

/** Keeps a form's values in the tab's session storage under `key` as they are typed (none without a key). */
export function useKeepDraft<Values extends FieldValues>(key: string | undefined, watch: UseFormWatch<Values>) {
  useEffect(() => {
    if (!key) return
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values))
      } catch {
        // Storage full or blocked: the form still holds the values.
      }
    })
    return () => subscription.unsubscribe()
  }, [key, watch])
}
