import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { messages } from '@/lib/messages'
import { useAdmin } from '../access/admin-context'

const roleLabels: Record<string, string> = { super_admin: 'Vyriausiasis administratorius', admin: 'Administratorius', editor: 'Redaktorius' }

export function AdminInfoCard() {
  const admin = useAdmin()
  const rows: Array<[string, string | null]> = [
    ['El. paštas', admin.email],
    ['Vardas', admin.first_name],
    ['Pavardė', admin.last_name],
    ['Rolė', roleLabels[admin.role] ?? admin.role],
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle>Administratoriaus informacija</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="text-slate-900">{value || messages.notSpecified}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
