import { useEffect } from 'react'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'

/**
 * A list that cannot be loaded is reported in a toast, once each time the query
 * turns to failed; the page keeps its inline text for whoever missed the toast.
 */
export function useLoadErrorToast(isError: boolean, text: string) {
  useEffect(() => {
    if (isError) void notify.error(messages.error, text)
  }, [isError, text])
}
