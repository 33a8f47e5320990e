import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { useIsBrowser } from '@/hooks/use-is-browser'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { isEnquiryLimitError, sendContact } from './mutations'
import { contactSchema, type ContactInput, type ContactValues } from './schemas'

const emptyValues: ContactInput = { name: '', email: '', phone: '', message: '' }

export function ContactForm() {
  const [isSent, setIsSent] = useState(false)
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors, isSubmitting } = form.formState
  // The prerendered form stays disabled until it is hydrated: a submit before then would reload
  // the page, and registering the fields would wipe what was typed.
  const isInteractive = useIsBrowser()

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContact(values)
      form.reset(emptyValues)
      setIsSent(true)
      void notify.success(messages.success, 'Ačiū! Jūsų žinutė išsiųsta.')
    } catch (error) {
      // What was typed stays in the form, so the visitor can simply send again.
      console.error('Sending the enquiry failed:', error)
      void notify.error(
        messages.error,
        isEnquiryLimitError(error)
          ? 'Per daug užklausų per trumpą laiką. Pabandykite vėliau.'
          : 'Nepavyko išsiųsti žinutės. Bandykite dar kartą.',
      )
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit}>
      <fieldset disabled={!isInteractive} className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="contact-name" label="Vardas" autoComplete="name" error={errors.name?.message} {...field('name')} />
          <TextField id="contact-email" label="El. paštas" type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
          <TextField id="contact-phone" label="Telefonas (neprivaloma)" type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
        </div>
        <TextAreaField id="contact-message" label="Žinutė" rows={5} error={errors.message?.message} {...field('message')} />
        {isSent && (
          <p role="status" className="text-sm text-brand-800">
            Ačiū! Jūsų žinutė išsiųsta. Atsakysime el. paštu.
          </p>
        )}
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? 'Siunčiama...' : 'Siųsti žinutę'}
        </Button>
      </fieldset>
    </form>
  )
}
