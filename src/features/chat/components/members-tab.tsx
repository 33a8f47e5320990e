import { Badge } from '@/components/ui/badge'
import { communityMembers, memberCounters, presenceLabels, type CommunityMember, type PresenceStatus } from '@/data/chat'
import { cn } from '@/lib/cn'

const dotColours: Record<PresenceStatus, string> = { online: 'bg-green-600', away: 'bg-amber-500', busy: 'bg-red-600', offline: 'bg-slate-400' }
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

function MemberCard({ member }: { member: CommunityMember }) {
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4">
      <span aria-hidden className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
        {initials(member.name)}
        <span className={cn('absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white', dotColours[member.status])} />
      </span>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {member.name}
          {member.joinedRecently && <Badge variant="accent">Naujas narys</Badge>}
        </p>
        <p className="text-sm text-slate-700">
          {member.role} · {member.location} · <span>{presenceLabels[member.status]}</span>
        </p>
        <p className="text-sm text-slate-700">Sritys: {member.specialties.join(', ')}</p>
      </div>
    </li>
  )
}

export function MembersTab() {
  const helpers = communityMembers.filter((m) => m.isHelper)
  const members = communityMembers.filter((m) => !m.isHelper)
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {memberCounters.map((counter) => (
          <div key={counter.label} className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-700">{counter.label}</dt>
            <dd className="text-2xl font-bold text-brand-900">{counter.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="pagalbininkai">
        <h2 id="pagalbininkai" className="text-xl font-semibold">
          Pagalbininkai
        </h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {helpers.map((member) => (
            <MemberCard key={member.name} member={member} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="nariai">
        <h2 id="nariai" className="text-xl font-semibold">
          Nariai
        </h2>
        <ul className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <MemberCard key={member.name} member={member} />
          ))}
        </ul>
      </section>
    </div>
  )
}
