import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { loginErrorMessage } from './auth-errors'
import { authMessages } from './messages'
import { useSignIn } from './mutations'
import { m } from '@/paraglide/messages'
import { loginSchema, type LoginInput, type LoginValues } from './schemas'

type LoginFormProps = { onSuccess: () => void; onForgotPassword: () => void }

export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const signIn = useSignIn()
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { error } = await signIn(values)
      if (error) return void notify.error(messages.error, loginErrorMessage(error.message))
      void notify.success(messages.success, authMessages.loginSuccess)
      onSuccess()
    } catch (error) {
      console.error('Sign-in failed:', error)
      void notify.error(messages.error, loginErrorMessage(undefined))
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField id="login-email" label={m.auth_email()} type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
      <TextField
        id="login-password"
        label={m.auth_password()}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <Button variant="link" className="self-start px-0!" onClick={onForgotPassword}>
        {authMessages.forgotPassword}
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? authMessages.signingIn : messages.signIn}
      </Button>
    </form>
  )
}
