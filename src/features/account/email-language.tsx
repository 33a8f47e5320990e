import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NativeSelect } from '@/components/ui/input'
import { messages } from '@/lib/messages'
import { supabase } from '@/lib/supabase/client'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { accountQueries } from './queries'

export type EmailLocale = 'lt' | 'en'

/** Each language named in itself, as language choices are, whatever the page's language. */
const choices: ReadonlyArray<[EmailLocale, string]> = [
  ['lt', 'Lietuvių'],
  ['en', 'English'],
]

const isEmailLocale = (value: string): value is EmailLocale => choices.some(([choice]) => choice === value)

/**
 * /paskyra: the language of the member's e-mail (profiles.locale), saved as soon as it is chosen.
 * A failed save puts the stored choice back.
 */
export function EmailLanguage({ userId, initial }: { userId: string; initial: EmailLocale }) {
  const queryClient = useQueryClient()
  const [value, setValue] = useState<EmailLocale>(initial)
  const [saved, setSaved] = useState<EmailLocale>(initial)
  const save = useMutation({
    mutationFn: async (locale: EmailLocale) => {
      await supabase.from('profiles').update({ locale }).eq('id', userId).select('id').throwOnError()
    },
    onSuccess: (_data, locale) => {
      setSaved(locale)
      void notify.success(messages.success, m.email_language_saved())
      return queryClient.invalidateQueries({ queryKey: accountQueries.profile(userId).queryKey })
    },
    onError: () => {
      setValue(saved)
      void notify.error(messages.error, m.email_language_save_failed())
    },
  })
  return (
    <div className="max-w-md space-y-1">
      <label htmlFor="laisku-kalba" className="text-sm font-medium text-slate-900">
        {m.email_language_label()}
      </label>
      <NativeSelect
        id="laisku-kalba"
        value={value}
        disabled={save.isPending}
        aria-describedby="laisku-kalba-pastaba"
        onChange={(event) => {
          const choice = event.target.value
          if (!isEmailLocale(choice) || choice === value) return
          setValue(choice)
          save.mutate(choice)
        }}
      >
        {choices.map(([locale, name]) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </NativeSelect>
      <p id="laisku-kalba-pastaba" className="text-sm text-slate-700">
        {m.email_language_note()}
      </p>
    </div>
  )
}
