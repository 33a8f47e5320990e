import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { passwordUpdateErrorMessage } from './auth-errors'
import { authMessages } from './messages'
import { useUpdatePassword } from './mutations'
import { m } from '@/paraglide/messages'
import { newPasswordSchema, type NewPasswordInput } from './schemas'

/** The new password follows the registration rules. */
export function NewPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const updatePassword = useUpdatePassword()
  const form = useForm<NewPasswordInput, unknown, NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { error } = await updatePassword(password)
      if (error) return void notify.error(messages.error, passwordUpdateErrorMessage(error.message))
      void notify.success(messages.success, authMessages.passwordChanged)
      onSuccess()
    } catch (error) {
      console.error('Password update failed:', error)
      void notify.error(messages.error, passwordUpdateErrorMessage(undefined))
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        id="new-password"
        label={m.auth_new_password()}
        type="password"
        autoComplete="new-password"
        description={m.auth_password_rules()}
        error={errors.password?.message}
        {...field('password')}
      />
      <TextField
        id="new-password-confirm"
        label={m.auth_repeat_new_password()}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? m.auth_saving() : m.auth_save_password()}
      </Button>
    </form>
  )
}
