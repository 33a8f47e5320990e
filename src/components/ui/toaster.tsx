import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { markToasterReady } from '@/lib/toast'

/** Loaded on the first notice (see lib/toast.ts). */
export function Toaster() {
  useEffect(() => {
    markToasterReady()
  }, [])
  return <Sonner position="top-center" richColors closeButton duration={5000} toastOptions={{ closeButton: true }} />
}
