import { useEffect } from 'react'
import type { UseFormWatch } from 'react-hook-form'
import { emptyProposal, type ProposalFormValues } from './proposal-schema'

const DRAFT_KEY = 'lietuviai-jk:event-proposal'

/** The draft this browser tab kept, so signing in (or a reload) loses nothing typed. */
export function readDraft(): ProposalFormValues {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return emptyProposal
    // Only the form's own keys, each as text or a flag: anything else in storage is ignored.
    const entries = Object.entries(emptyProposal).map(([key, empty]) => {
      const value = (stored as Record<string, unknown>)[key]
      return [key, typeof value === typeof empty ? value : empty]
    })
    return Object.fromEntries(entries) as ProposalFormValues
  } catch {
    return emptyProposal
  }
}

export function clearDraft() {
  sessionStorage.removeItem(DRAFT_KEY)
}

/** Keeps the form's values in the tab's session storage as they are typed. */
export function useKeepDraft(watch: UseFormWatch<ProposalFormValues>) {
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values))
      } catch {
        // Storage full or blocked: the form still holds the values.
      }
    })
    return () => subscription.unsubscribe()
  }, [watch])
}
