import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { TermsConsent } from '@/components/terms-consent'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { registerErrorMessage, userAlreadyRegistered } from './auth-errors'
import { authMessages } from './messages'
import { useSignUp } from './mutations'
import { m } from '@/paraglide/messages'
import { registerSchema, type RegisterInput, type RegisterValues } from './schemas'

const emptyValues: RegisterInput = { name: '', email: '', phone: '', password: '', confirmPassword: '' }

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp()
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { data, error } = await signUp(values)
      // With confirmations on, GoTrue answers an existing e-mail with a user without identities, not an error.
      const message = error?.message ?? (data.user?.identities?.length === 0 ? userAlreadyRegistered : null)
      if (message) return void notify.error(messages.error, registerErrorMessage(message))
      void notify.success(messages.success, authMessages.registerSuccess)
      onSuccess()
    } catch (error) {
      console.error('Sign-up failed:', error)
      void notify.error(messages.error, registerErrorMessage(undefined))
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField id="register-name" label={m.auth_name()} autoComplete="name" error={errors.name?.message} {...field('name')} />
      <TextField id="register-email" label={m.auth_email()} type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
      <TextField id="register-phone" label={m.auth_phone_optional()} type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
      <TextField
        id="register-password"
        label={m.auth_password()}
        type="password"
        autoComplete="new-password"
        description={m.auth_password_rules()}
        error={errors.password?.message}
        {...field('password')}
      />
      <TextField
        id="register-confirm-password"
        label={m.auth_repeat_password()}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <TermsConsent action="register" />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? authMessages.registering : authMessages.registerTab}
      </Button>
    </form>
  )
}
