import { useId, useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field'
import { checkImage, type CheckedImage } from './image-file'
import { findOrganiserEntry, type OrganiserEntry } from './organiser-entries'
import { eventRegions, PROPOSAL_DRAFT_KEY, proposalFormSchema, type ProposalFormValues, type ProposalValues } from './proposal-schema'
import { eventCategories } from '../event-summary'
import { useKeepDraft } from '@/hooks/use-session-draft'
import { m } from '@/paraglide/messages'
import { categoryLabel, regionLabel } from '../labels'

export type ProposalForm = UseFormReturn<ProposalFormValues, unknown, ProposalValues>

/** The form's state, owned by the page so that the preview and back keep everything typed. */
export function useProposalForm(defaultValues: ProposalFormValues): ProposalForm {
  const form = useForm<ProposalFormValues, unknown, ProposalValues>({ resolver: zodResolver(proposalFormSchema()), defaultValues, mode: 'onTouched' })
  useKeepDraft(PROPOSAL_DRAFT_KEY, form.watch)
  return form
}

type ProposalFieldsProps = {
  form: ProposalForm
  image: CheckedImage | null
  onImage: (image: CheckedImage | null) => void
  onPreview: (values: ProposalValues) => void
  /** Published directory entries, offered as organisers (loaded when the form opens). */
  organisers: readonly OrganiserEntry[] | undefined
}

/** Every field of an event proposal; 'Peržiūrėti' validates and shows the preview. */
export function ProposalFields({ form, image, onImage, onPreview, organisers }: ProposalFieldsProps) {
  const id = useId()
  const [imageError, setImageError] = useState<string>()
  const { errors } = form.formState
  const allDay = form.watch('allDay')
  const linkedOrganiser = findOrganiserEntry(organisers, form.watch('organiser'))

  async function chooseImage(file: File | undefined) {
    if (!file) return onImage(null)
    const checked = await checkImage(file)
    if (typeof checked === 'string') {
      setImageError(checked)
      onImage(null)
    } else {
      setImageError(undefined)
      onImage(checked)
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => !imageError && onPreview(values))} className="grid gap-5" aria-label={m.events_form_label()}>
      <TextField id={`${id}-title`} label={m.events_field_title()} maxLength={120} error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id={`${id}-category`} label={m.events_field_category()} error={errors.category?.message} {...form.register('category')}>
          <option value="">{m.events_choose()}</option>
          {eventCategories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField
            id={`${id}-organiser`}
            label={m.events_field_organiser()}
            maxLength={120}
            list={`${id}-organisers`}
            autoComplete="off"
            error={errors.organiser?.message}
            description={
              <span aria-live="polite">
                {linkedOrganiser ? m.events_organiser_linked({ name: linkedOrganiser.name }) : m.events_organiser_hint()}
              </span>
            }
            {...form.register('organiser')}
          />
          <datalist id={`${id}-organisers`}>
            {organisers?.map((entry) => (
              <option key={entry.id} value={entry.name} />
            ))}
          </datalist>
        </div>
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{m.events_time_legend()}</legend>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('allDay')} /> {m.events_all_day()}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={`${id}-date`} type="date" label={m.events_field_date()} error={errors.date?.message} {...form.register('date')} />
          {!allDay && <TextField id={`${id}-start`} type="time" label={m.events_field_start()} error={errors.startTime?.message} {...form.register('startTime')} />}
          <TextField
            id={`${id}-end-date`}
            type="date"
            label={m.events_field_end_date()}
            description={m.events_field_end_date_hint()}
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
          {!allDay && <TextField id={`${id}-end`} type="time" label={m.events_field_end()} error={errors.endTime?.message} {...form.register('endTime')} />}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={`${id}-venue`} label={m.events_field_venue()} maxLength={200} error={errors.venue?.message} {...form.register('venue')} />
        <TextField id={`${id}-town`} label={m.events_field_town()} maxLength={80} description={m.events_field_town_hint()} error={errors.town?.message} {...form.register('town')} />
        <TextField
          id={`${id}-postcode`}
          label={m.events_field_postcode()}
          maxLength={20}
          autoComplete="postal-code"
          description={m.events_field_postcode_hint()}
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <SelectField id={`${id}-region`} label={m.events_field_region()} error={errors.region?.message} {...form.register('region')}>
          <option value="">{m.events_choose()}</option>
          {eventRegions.map((region) => (
            <option key={region} value={region}>
              {regionLabel(region)}
            </option>
          ))}
        </SelectField>
        <TextField id={`${id}-price`} inputMode="decimal" label={m.events_field_price()} description={m.events_field_price_hint()} error={errors.price?.message} {...form.register('price')} />
        <TextField id={`${id}-link`} type="url" label={m.events_field_link()} error={errors.link?.message} {...form.register('link')} />
        <TextField
          id={`${id}-email`}
          type="email"
          label={m.events_field_email()}
          description={m.events_field_email_hint()}
          error={errors.registrationEmail?.message}
          {...form.register('registrationEmail')}
        />
      </div>
      <TextAreaField id={`${id}-description`} label={m.events_field_description()} rows={6} maxLength={2000} error={errors.description?.message} {...form.register('description')} />
      <Field>
        <FieldLabel htmlFor={`${id}-image`}>{m.events_field_image()}</FieldLabel>
        <Input
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={imageError ? true : undefined}
          aria-describedby={`${id}-image-description${imageError ? ` ${id}-image-error` : ''}`}
          onChange={(event) => void chooseImage(event.target.files?.[0])}
        />
        <FieldDescription id={`${id}-image-description`}>
          {image ? `${m.events_image_chosen({ name: image.file.name })} ` : ''}
          {m.events_image_hint()}
        </FieldDescription>
        <FieldError id={`${id}-image-error`}>{imageError}</FieldError>
      </Field>
      <div>
        <Button type="submit" size="lg">
          {m.events_preview_button()}
        </Button>
      </div>
    </form>
  )
}
