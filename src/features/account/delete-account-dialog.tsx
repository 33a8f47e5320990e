import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { deleteAccount, WrongPasswordError } from './mutations'
import { deleteAccountSchema, type DeleteAccountInput } from './schemas'

/** Erasure needs the password again, so an unattended signed-in browser cannot delete the account. */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const form = useForm<DeleteAccountInput, unknown, DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(email, password)
      setOpen(false)
      void notify.success(m.account_deleted_title(), m.account_deleted_text())
      void navigate(paths.home)
    } catch (error) {
      if (error instanceof WrongPasswordError) return form.setError('password', { message: m.account_wrong_password() })
      console.error('Deleting the account failed:', error)
      void notify.error(messages.error, m.account_delete_failed())
    }
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">{m.account_delete_button()}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.account_delete_title()}</DialogTitle>
          <DialogDescription>{m.account_delete_description()}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <TextField id="delete-password" label={m.auth_password()} type="password" autoComplete="current-password" error={errors.password?.message} {...field('password')} />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {m.account_cancel()}
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? m.account_deleting() : m.account_delete_confirm()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
