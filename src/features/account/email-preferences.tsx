import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/input'
import { adminQueries } from '@/features/admin/access/queries'
import { emailSettings, type EmailSetting } from '@/features/email/email-kinds'
import { messages } from '@/lib/messages'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { accountQueries } from './queries'

type AdminQueue = 'instant' | 'daily' | 'off'
type Preferences = Record<EmailSetting | 'paused', boolean> & { admin_queue: AdminQueue }

/** Every kind on, nothing paused: what a member gets until they change anything. */
const defaults: Preferences = { paused: false, decisions: true, classified_replies: true, classified_expiry: true, admin_queue: 'instant' }

const adminQueueChoices: ReadonlyArray<[AdminQueue, string]> = [
  ['instant', 'Iš karto (kas 10 minučių surinkta į vieną laišką)'],
  ['daily', 'Kartą per dieną, 7 val. (JK laiku)'],
  ['off', 'Nesiųsti'],
]

const isAdminQueue = (value: string): value is AdminQueue => adminQueueChoices.some(([choice]) => choice === value)

/** /paskyra: which e-mail the member wants; every change is theirs to make and undo here. */
export function EmailPreferences({ userId }: { userId: string }) {
  const stored = useQuery(accountQueries.emailPreferences(userId))
  const admin = useQuery(adminQueries.me(userId))
  return (
    <section aria-labelledby="laiskai" className="space-y-4">
      <h2 id="laiskai" className="text-xl font-semibold">
        Laiškai el. paštu
      </h2>
      {stored.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : stored.isError ? (
        <p role="alert">Nepavyko įkelti laiškų nustatymų.</p>
      ) : (
        <PreferencesForm userId={userId} initial={stored.data ? { ...stored.data, admin_queue: isAdminQueue(stored.data.admin_queue) ? stored.data.admin_queue : 'instant' } : defaults} isAdmin={Boolean(admin.data)} />
      )}
    </section>
  )
}

function PreferencesForm({ userId, initial, isAdmin }: { userId: string; initial: Preferences; isAdmin: boolean }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Preferences>(initial)
  const save = useMutation({
    mutationFn: async (next: Preferences) => {
      const { error } = await supabase.rpc('set_email_preferences', next)
      if (error) throw error
    },
    onSuccess: () => {
      void notify.success(messages.success, 'Laiškų nustatymai išsaugoti.')
      return queryClient.invalidateQueries({ queryKey: accountQueries.emailPreferences(userId).queryKey })
    },
    // What was chosen stays in the form, ready to save again.
    onError: () => void notify.error(messages.error, 'Nepavyko išsaugoti laiškų nustatymų. Bandykite dar kartą.'),
  })
  const set = (key: EmailSetting | 'paused', checked: boolean) => setValues((current) => ({ ...current, [key]: checked }))

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(values)
      }}
    >
      <fieldset className="space-y-2" disabled={values.paused}>
        <legend className="mb-1 text-sm text-slate-700">Siųsti man laiškus apie:</legend>
        {emailSettings.map(({ key, label }) => (
          <label key={key} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={values[key]} onChange={(event) => set(key, event.target.checked)} />
            {label}
          </label>
        ))}
      </fieldset>
      {isAdmin && (
        <div className="max-w-md space-y-1">
          <label htmlFor="laiskai-eile" className="text-sm font-medium text-slate-900">
            Kas laukia mano sprendimo (administratoriams)
          </label>
          <NativeSelect id="laiskai-eile" value={values.admin_queue} disabled={values.paused} onChange={(event) => {
              const choice = event.target.value
              if (isAdminQueue(choice)) setValues((current) => ({ ...current, admin_queue: choice }))
            }}
          >
            {adminQueueChoices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={values.paused} onChange={(event) => set('paused', event.target.checked)} aria-describedby="laiskai-pauze" />
        Pristabdyti visus laiškus
      </label>
      <p id="laiskai-pauze" className="text-sm text-slate-700">
        Kol pristabdyta, nesiunčiame nė vieno iš aukščiau išvardytų laiškų. Viską, apie ką rašytume, matote šiame puslapyje. Kiekviename laiške yra ir nuoroda jo rūšies laiškų atsisakyti vienu paspaudimu.
      </p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Išsaugoma...' : 'Išsaugoti laiškų nustatymus'}
      </Button>
    </form>
  )
}
