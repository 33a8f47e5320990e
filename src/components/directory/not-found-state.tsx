import { Link } from '@/lib/routing'
import { PageHead } from '@/components/page-head'
import { m } from '@/paraglide/messages'
import { buttonVariants } from '@/components/ui/button'

type NotFoundStateProps = { title: string; backTo: string; backLabel: string }

/** A detail page's own not-found state ('Bendruomenė nerasta'…), with the way back. */
export function NotFoundState({ title, backTo, backLabel }: NotFoundStateProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageHead title={title} description={m.entry_not_found_description({ title })} noIndex />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{m.entry_not_found_text()}</p>
      <Link to={backTo} className={buttonVariants({ className: 'mt-8' })}>
        {backLabel}
      </Link>
    </div>
  )
}
