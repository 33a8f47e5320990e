import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { markToasterReady } from '@/lib/toast'

/** The sticky header is ~61 px tall; notices sit below it so they never cover its menu button. */
const BELOW_HEADER = { top: 72 }

/** Loaded on the first notice (see lib/toast.ts). */
export function Toaster() {
  useEffect(() => {
    markToasterReady()
  }, [])
  return (
    <Sonner
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      richColors
      closeButton
      duration={5000}
      toastOptions={{ closeButton: true }}
    />
  )
}
