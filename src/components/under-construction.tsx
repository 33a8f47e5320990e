import { Construction } from 'lucide-react'
import { PageHead } from '@/components/page-head'
import { messages } from '@/lib/messages'

type UnderConstructionProps = { title: string; description: string; path: string }

/** An honest page for a route whose screen is not built yet: it says so plainly. */
export function UnderConstruction({ title, description, path }: UnderConstructionProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageHead title={title} description={description} path={path} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-6 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
        <Construction aria-hidden className="size-5" />
        {messages.notBuiltYet}
      </p>
    </div>
  )
}
