import type { LucideIcon } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { Card } from '@/components/ui/card'
import { dashboardQueries, type CounterKey } from './queries'

type CounterCardProps = { counter: CounterKey; label: string; icon: LucideIcon }

export function CounterCard({ counter, label, icon: Icon }: CounterCardProps) {
  const { data, isPending, isError } = useQuery(dashboardQueries.count(counter))
  const value = isPending ? '…' : isError ? '–' : String(data)
  return (
    <Card className="flex items-center gap-4 p-5">
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
}
