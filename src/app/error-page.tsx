import { paths } from '@/app/paths'
import { getLocale, localizedHref } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'

function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`
  }
  if (error instanceof Error) return error.message
  return String(error)
}

/** An uncaught rendering error shows a generic fallback with the status text or message. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-4 text-slate-700">
        <i>{describeError(error)}</i>
      </p>
      <p className="mt-8">
        {/* A full reload: the app state that failed is not reused. */}
        <a href={localizedHref(paths.home, getLocale())} className="text-brand-700 underline">
          {m.back_home()}
        </a>
      </p>
    </div>
  )
}
