import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/input'
import { adminQueries } from '@/features/admin/access/queries'
import { notificationSettings, type EmailSetting, type PortalSetting } from '@/features/email/email-kinds'
import { messages } from '@/lib/messages'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { digestConsent } from './digest-consent'
import { EmailLanguage } from './email-language'
import { accountQueries } from './queries'

type AdminQueue = 'instant' | 'daily' | 'off'
type Choices = Record<EmailSetting | PortalSetting | 'paused' | 'weekly_digest', boolean> & { admin_queue: AdminQueue }
type Stored = Omit<Choices, 'weekly_digest' | 'admin_queue'> & { admin_queue: string }

/** Every kind on both channels, nothing paused, no digest: what a member gets until they choose. */
const defaults: Omit<Choices, 'weekly_digest'> = {
  paused: false,
  decisions: true,
  classified_replies: true,
  classified_expiry: true,
  portal_decisions: true,
  portal_classified_replies: true,
  portal_classified_expiry: true,
  admin_queue: 'instant',
}

const adminQueueChoices: ReadonlyArray<[AdminQueue, () => string]> = [
  ['instant', m.account_prefs_queue_instant],
  ['daily', m.account_prefs_queue_daily],
  ['off', m.account_prefs_queue_off],
]

/** What each kind of message is about, in the page's language. */
const settingLabels: Record<EmailSetting, () => string> = {
  decisions: m.account_prefs_decisions,
  classified_replies: m.account_prefs_classified_replies,
  classified_expiry: m.account_prefs_classified_expiry,
}

const isAdminQueue = (value: string): value is AdminQueue => adminQueueChoices.some(([choice]) => choice === value)

function initialChoices(stored: Stored | null | undefined, weeklyDigest: boolean): Choices {
  if (!stored) return { ...defaults, weekly_digest: weeklyDigest }
  return { ...stored, admin_queue: isAdminQueue(stored.admin_queue) ? stored.admin_queue : 'instant', weekly_digest: weeklyDigest }
}

/** /paskyra: what the member hears about, in the portal and by e-mail; every change is theirs to undo here. */
export function NotificationPreferences({ userId }: { userId: string }) {
  const stored = useQuery(accountQueries.notificationPreferences(userId))
  const profile = useQuery(accountQueries.profile(userId))
  const admin = useQuery(adminQueries.me(userId))
  return (
    <section aria-labelledby="laiskai" className="space-y-4">
      <h2 id="laiskai" className="text-xl font-semibold">
        {m.account_prefs_heading()}
      </h2>
      {stored.isPending || profile.isPending ? (
        <p role="status">{messages.loading}</p>
      ) : stored.isError || profile.isError ? (
        <p role="alert">{m.account_prefs_load_failed()}</p>
      ) : (
        <>
          <PreferencesForm userId={userId} initial={initialChoices(stored.data, Boolean(profile.data?.newsletter_consent))} isAdmin={Boolean(admin.data)} />
          <EmailLanguage userId={userId} initial={profile.data?.locale === 'en' ? 'en' : 'lt'} />
        </>
      )}
    </section>
  )
}

const cell = 'px-3 py-2 text-center'

function PreferencesForm({ userId, initial, isAdmin }: { userId: string; initial: Choices; isAdmin: boolean }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Choices>(initial)
  const save = useMutation({
    mutationFn: async (next: Choices) => {
      const { error } = await supabase.rpc('set_notification_preferences', next)
      if (error) throw error
    },
    onSuccess: () => {
      void notify.success(messages.success, m.account_prefs_saved())
      // The choices and the profile, which holds the digest's consent.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.notificationPreferences(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueries.profile(userId).queryKey }),
      ])
    },
    // What was chosen stays in the form, ready to save again.
    onError: () => void notify.error(messages.error, m.account_prefs_save_failed()),
  })
  const set = (key: keyof Omit<Choices, 'admin_queue'>, checked: boolean) => setValues((current) => ({ ...current, [key]: checked }))
  const box = (key: keyof Omit<Choices, 'admin_queue'>, label: string, disabled = false) => (
    <input type="checkbox" aria-label={label} className="size-5 accent-brand-700" checked={values[key]} disabled={disabled} onChange={(event) => set(key, event.target.checked)} />
  )

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(values)
      }}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-80 text-sm text-slate-800">
          <caption className="mb-2 text-left text-slate-700">{m.account_prefs_caption()}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {m.account_prefs_about()}
              </th>
              <th scope="col" className={cell}>
                {m.account_prefs_portal()}
              </th>
              <th scope="col" className={cell}>
                {m.account_prefs_email()}
              </th>
            </tr>
          </thead>
          <tbody>
            {notificationSettings.map(({ key }) => {
              const label = settingLabels[key]()
              return (
                <tr key={key} className="border-b border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {label}
                  </th>
                  <td className={cell}>{box(`portal_${key}`, m.account_prefs_in_portal({ label }))}</td>
                  <td className={cell}>{box(key, m.account_prefs_by_email({ label }), values.paused)}</td>
                </tr>
              )
            })}
            <tr className="border-b border-slate-100">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {m.account_prefs_essential()} <span className="text-slate-600">{m.account_prefs_always_sent()}</span>
              </th>
              <td className={cell}>
                <input type="checkbox" aria-label={m.account_prefs_essential_portal()} className="size-5" checked disabled />
              </td>
              <td className={cell}>
                <input type="checkbox" aria-label={m.account_prefs_essential_email()} className="size-5" checked disabled />
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-900">{m.account_prefs_digest()}</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={values.weekly_digest} disabled={values.paused} onChange={(event) => set('weekly_digest', event.target.checked)} />
          {digestConsent.label()}
        </label>
      </fieldset>

      {isAdmin && (
        <div className="max-w-md space-y-1">
          <label htmlFor="laiskai-eile" className="text-sm font-medium text-slate-900">
            {m.account_prefs_admin_queue()}
          </label>
          <NativeSelect
            id="laiskai-eile"
            value={values.admin_queue}
            disabled={values.paused}
            onChange={(event) => {
              const choice = event.target.value
              if (isAdminQueue(choice)) setValues((current) => ({ ...current, admin_queue: choice }))
            }}
          >
            {adminQueueChoices.map(([value, label]) => (
              <option key={value} value={value}>
                {label()}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={values.paused} onChange={(event) => set('paused', event.target.checked)} aria-describedby="laiskai-pauze" />
        {m.account_prefs_pause()}
      </label>
      <p id="laiskai-pauze" className="text-sm text-slate-700">
        {m.account_prefs_pause_note()}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? m.account_saving() : m.account_prefs_save()}
      </Button>
    </form>
  )
}
