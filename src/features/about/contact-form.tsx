import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { TermsConsent } from '@/components/terms-consent'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { useIsBrowser } from '@/hooks/use-is-browser'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
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
      void notify.success(messages.success, m.info_contact_sent())
    } catch (error) {
      // What was typed stays in the form, so the visitor can simply send again.
      console.error('Sending the enquiry failed:', error)
      void notify.error(messages.error, isEnquiryLimitError(error) ? m.info_contact_too_many() : m.info_contact_send_failed())
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit}>
      <fieldset disabled={!isInteractive} className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="contact-name" label={m.info_contact_name()} autoComplete="name" error={errors.name?.message} {...field('name')} />
          <TextField id="contact-email" label={m.info_contact_email()} type="email" autoComplete="email" error={errors.email?.message} {...field('email')} />
          <TextField id="contact-phone" label={m.info_contact_phone()} type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
        </div>
        <TextAreaField id="contact-message" label={m.info_contact_message()} rows={5} error={errors.message?.message} {...field('message')} />
        {isSent && (
          <p role="status" className="text-sm text-brand-800">
            {m.info_contact_sent_note()}
          </p>
        )}
        <TermsConsent />
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? m.info_contact_sending() : m.info_contact_send()}
        </Button>
      </fieldset>
    </form>
  )
}
