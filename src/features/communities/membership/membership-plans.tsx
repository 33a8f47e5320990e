import { Check } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { formatGbp } from '@/lib/format'
import { messages } from '@/lib/messages'
import { m } from '@/paraglide/messages'
import { MEMBER_FEE_PENCE } from '../dues/fee'
import type { MembershipType } from './queries'

export type Benefit = { membership_type: string; benefit_name: string; benefit_description: string | null }

type MembershipPlansProps = {
  benefits: readonly Benefit[] | undefined
  isLoading: boolean
  isChoosing: boolean
  onChoose: (plan: MembershipType) => void
}

/** The two plans, in the page's language. */
const plansOf = () =>
  [
    { type: 'observer', title: m.communities_plan_observer(), price: m.communities_plan_free(), action: m.communities_plan_observer_action() },
    {
      type: 'member',
      title: m.communities_plan_member(),
      price: m.communities_fee_per_year({ amount: formatGbp(MEMBER_FEE_PENCE / 100) }),
      action: m.communities_plan_member_action(),
    },
  ] as const

/** The free observer plan and the £25 member plan (most popular); benefits from the server. */
export function MembershipPlans({ benefits, isLoading, isChoosing, onChoose }: MembershipPlansProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {plansOf().map((plan) => {
        const items = benefits?.filter((benefit) => benefit.membership_type === plan.type) ?? []
        return (
          <Card key={plan.type} className={plan.type === 'member' ? 'border-brand-700 ring-1 ring-brand-700' : undefined}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle>{plan.title}</CardTitle>
                {plan.type === 'member' && <Badge>{m.communities_plan_most_popular()}</Badge>}
              </div>
              <CardDescription className="text-base! font-semibold text-slate-900!">{plan.price}</CardDescription>
            </CardHeader>
            <CardContent>
              {isLoading ? (
                <p className="text-sm text-slate-600">{messages.loading}</p>
              ) : (
                <ul className="flex flex-col gap-2 text-sm text-slate-800">
                  {items.map((benefit) => (
                    <li key={benefit.benefit_name} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      <span>
                        <span className="font-medium">{benefit.benefit_name}</span>
                        {benefit.benefit_description && <span className="block text-slate-600">{benefit.benefit_description}</span>}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
            <CardFooter className="flex-col items-stretch">
              <Button variant={plan.type === 'member' ? 'default' : 'outline'} disabled={isChoosing} onClick={() => onChoose(plan.type)}>
                {plan.action}
              </Button>
              {plan.type === 'member' && (
                <p className="text-xs text-slate-600">{m.communities_plan_member_note()}</p>
              )}
            </CardFooter>
          </Card>
        )
      })}
    </div>
  )
}
