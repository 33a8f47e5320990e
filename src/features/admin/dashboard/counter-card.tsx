import type { LucideIcon } from 'lucide-react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/cn'

type CounterCardProps<Key extends QueryKey> = {
  /** A count-only query: the dashboard's own or a feature's (the moderation queue's). */
  query: UseQueryOptions<number, Error, number, Key>
  label: string
  icon: LucideIcon
  /** Where the counted items are handled: the whole card links there. */
  to?: string
}

export function CounterCard<Key extends QueryKey>({ query, label, icon: Icon, to }: CounterCardProps<Key>) {
  const { data, isPending, isError } = useQuery(query)
  const value = isPending ? '…' : isError ? '–' : String(data)
  const card = (
    <Card className={cn('flex h-full items-center gap-4 p-5', to && 'group-hover:border-brand-700')}>
      <Icon aria-hidden className="size-8 shrink-0 text-brand-700" />
      <div>
        <p className="text-sm text-slate-700">{label}</p>
        <p className="text-3xl font-bold text-slate-900" aria-live="polite">
          {value}
        </p>
        {isError && <p className="text-xs text-slate-600">Nepavyko suskaičiuoti</p>}
      </div>
    </Card>
  )
  if (!to) return card
  return (
    <Link to={to} className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
      {card}
    </Link>
  )
}
