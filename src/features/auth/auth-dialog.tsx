import { useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { authMessages } from './messages'
import { RegisterForm } from './register-form'

type AuthDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus?: HTMLElement | null }

/** The sign-in dialog: brand title, subtitle, 'Prisijungti' (default) and 'Registruotis' tabs. */
export function AuthDialog({ open, onOpenChange, returnFocus }: AuthDialogProps) {
  const [view, setView] = useState<'tabs' | 'forgot'>('tabs')
  const close = () => onOpenChange(false)

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setView('tabs')
        onOpenChange(next)
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          // The dialog has no Radix trigger; return focus to whatever opened it.
          if (returnFocus?.isConnected) {
            event.preventDefault()
            returnFocus.focus()
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{authMessages.brand}</DialogTitle>
          <DialogDescription>{authMessages.subtitle}</DialogDescription>
        </DialogHeader>
        {view === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setView('tabs')} />
        ) : (
          <Tabs defaultValue="login">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{authMessages.signInTab}</TabsTrigger>
              <TabsTrigger value="register">{authMessages.registerTab}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSuccess={close} onForgotPassword={() => setView('forgot')} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onSuccess={close} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  )
}
