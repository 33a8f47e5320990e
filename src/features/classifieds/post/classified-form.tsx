import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { TermsConsent } from '@/components/terms-consent'
import { Button } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field'
import { adCategories, adCategoryLabel } from '@/features/classifieds/ad'
import { useKeepDraft } from '@/hooks/use-session-draft'
import { m } from '@/paraglide/messages'
import { classifiedFormSchema, type ClassifiedFormValues, type ClassifiedValues } from './classified-schema'

type ClassifiedFormProps = {
  defaultValues: ClassifiedFormValues
  isSending: boolean
  /** Resolves when posted; what was typed stays in the form when it rejects. */
  onSubmit: (values: ClassifiedValues) => Promise<void>
  /** Where the tab keeps what is typed (a new classified); an edit keeps no draft. */
  draftKey?: string
  /** The submit button's label: 'Įdėti skelbimą' unless given. */
  submitLabel?: string
}

/** The classified's words, price, town and how readers reach the poster. */
export function ClassifiedForm({ defaultValues, isSending, onSubmit, draftKey, submitLabel = m.classifieds_post() }: ClassifiedFormProps) {
  const id = useId()
  const form = useForm<ClassifiedFormValues, unknown, ClassifiedValues>({ resolver: zodResolver(classifiedFormSchema), defaultValues, mode: 'onTouched' })
  useKeepDraft(draftKey, form.watch)
  const { errors } = form.formState

  return (
    <form noValidate aria-label={m.classifieds_form_label()} onSubmit={form.handleSubmit((values) => onSubmit(values).catch(() => undefined))} className="grid gap-5">
      <TextField id={`${id}-title`} label={m.classifieds_field_title()} maxLength={120} error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField id={`${id}-category`} label={m.classifieds_field_category()} error={errors.category?.message} {...form.register('category')}>
          <option value="">{m.classifieds_choose()}</option>
          {adCategories.map((category) => (
            <option key={category} value={category}>
              {adCategoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-price`} inputMode="decimal" label={m.classifieds_field_price()} description={m.classifieds_price_hint()} error={errors.price?.message} {...form.register('price')} />
        <TextField id={`${id}-town`} label={m.classifieds_field_town()} maxLength={80} error={errors.town?.message} {...form.register('town')} />
      </div>
      <TextAreaField id={`${id}-body`} label={m.classifieds_field_body()} rows={6} maxLength={2000} error={errors.body?.message} {...form.register('body')} />
      <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{m.classifieds_contact_legend()}</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value="portal" className="mt-0.5 size-5 accent-brand-700" {...form.register('contact')} />
          <span>{m.classifieds_contact_portal()}</span>
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" value="email" className="mt-0.5 size-5 accent-brand-700" {...form.register('contact')} />
          <span>{m.classifieds_contact_email()}</span>
        </label>
      </fieldset>
      <div className="space-y-3">
        <TermsConsent />
        <Button type="submit" size="lg" disabled={isSending}>
          {isSending ? m.classifieds_sending() : submitLabel}
        </Button>
      </div>
    </form>
  )
}
