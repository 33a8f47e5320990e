import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { recoveryErrorMessage } from './auth-errors'
import { authMessages } from './messages'
import { useRequestPasswordReset } from './mutations'
import { m } from '@/paraglide/messages'
import { forgotPasswordSchema, type ForgotPasswordInput } from './schemas'

/** Asks for the e-mail and sends the recovery link to /slaptazodzio-atkurimas. */
export function ForgotPasswordForm({ onBack }: { onBack?: () => void }) {
  const requestPasswordReset = useRequestPasswordReset()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { error } = await requestPasswordReset(email)
      if (error) return void notify.error(messages.error, recoveryErrorMessage(error.message))
      setSentTo(email)
    } catch (error) {
      console.error('Password recovery failed:', error)
      void notify.error(messages.error, recoveryErrorMessage(undefined))
    }
  })

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-slate-800">
          {authMessages.recoverySent}
        </p>
        {onBack && (
          <Button variant="outline" onClick={onBack}>
            {m.auth_back_to_sign_in()}
          </Button>
        )}
      </div>
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{m.auth_recovery_title()}</h2>
      <p className="text-sm text-slate-700">{m.auth_recovery_hint()}</p>
      <TextField id="forgot-email" label={m.auth_email()} type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.auth_sending() : m.auth_send_link()}
      </Button>
      {onBack && (
        <Button variant="outline" onClick={onBack}>
          {m.auth_back_to_sign_in()}
        </Button>
      )}
    </form>
  )
}
