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
    <form noValidate onSubmit={form.handleSubmit((values) => !imageError && onPreview(values))} className="grid gap-5" aria-label="Renginio pasiūlymas">
      <TextField id={`${id}-title`} label="Pavadinimas *" maxLength={120} error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id={`${id}-category`} label="Kategorija *" error={errors.category?.message} {...form.register('category')}>
          <option value="">Pasirinkite…</option>
          {eventCategories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </SelectField>
        <div>
          <TextField
            id={`${id}-organiser`}
            label="Organizatorius"
            maxLength={120}
            list={`${id}-organisers`}
            autoComplete="off"
            error={errors.organiser?.message}
            description={
              <span aria-live="polite">
                {linkedOrganiser ? `Bus susieta su katalogo įrašu „${linkedOrganiser.name}“.` : 'Jei organizatorius yra kataloge, pasirinkite jį iš sąrašo: renginys bus susietas su jo puslapiu.'}
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
        <legend className="px-1 text-sm font-semibold text-slate-900">Laikas (Jungtinės Karalystės laiku)</legend>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('allDay')} /> Visą dieną
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={`${id}-date`} type="date" label="Data *" error={errors.date?.message} {...form.register('date')} />
          {!allDay && <TextField id={`${id}-start`} type="time" label="Pradžia *" error={errors.startTime?.message} {...form.register('startTime')} />}
          <TextField
            id={`${id}-end-date`}
            type="date"
            label="Pabaigos data"
            description="Jei renginys trunka kelias dienas."
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
          {!allDay && <TextField id={`${id}-end`} type="time" label="Pabaiga *" error={errors.endTime?.message} {...form.register('endTime')} />}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={`${id}-venue`} label="Vieta (adresas ar pastatas)" maxLength={200} error={errors.venue?.message} {...form.register('venue')} />
        <TextField id={`${id}-town`} label="Miestas *" maxLength={80} description="Nuotoliniam renginiui – „Nuotoliu“." error={errors.town?.message} {...form.register('town')} />
        <TextField
          id={`${id}-postcode`}
          label="Pašto kodas"
          maxLength={20}
          autoComplete="postal-code"
          description="Pvz., LS6 1AN arba LS6: pagal jį renginį randa ieškantys netoliese. Nuotoliniam – tuščia."
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <SelectField id={`${id}-region`} label="Regionas *" error={errors.region?.message} {...form.register('region')}>
          <option value="">Pasirinkite…</option>
          {eventRegions.map((region) => (
            <option key={region}>{region}</option>
          ))}
        </SelectField>
        <TextField id={`${id}-price`} inputMode="decimal" label="Kaina, £" description="Tuščia – nemokamai." error={errors.price?.message} {...form.register('price')} />
        <TextField id={`${id}-link`} type="url" label="Renginio puslapis (https://…)" error={errors.link?.message} {...form.register('link')} />
        <TextField
          id={`${id}-email`}
          type="email"
          label="El. paštas registracijai"
          description="Lankytojai registruosis laišku šiuo adresu."
          error={errors.registrationEmail?.message}
          {...form.register('registrationEmail')}
        />
      </div>
      <TextAreaField id={`${id}-description`} label="Aprašymas *" rows={6} maxLength={2000} error={errors.description?.message} {...form.register('description')} />
      <Field>
        <FieldLabel htmlFor={`${id}-image`}>Paveikslėlis</FieldLabel>
        <Input
          id={`${id}-image`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={imageError ? true : undefined}
          aria-describedby={`${id}-image-description${imageError ? ` ${id}-image-error` : ''}`}
          onChange={(event) => void chooseImage(event.target.files?.[0])}
        />
        <FieldDescription id={`${id}-image-description`}>
          {image ? `Pasirinkta: ${image.file.name}. ` : ''}JPEG, PNG arba WebP, ne didesnis kaip 2 MB. Be paveikslėlio rodomas kategorijos paveikslėlis.
        </FieldDescription>
        <FieldError id={`${id}-image-error`}>{imageError}</FieldError>
      </Field>
      <div>
        <Button type="submit" size="lg">
          Peržiūrėti
        </Button>
      </div>
    </form>
  )
}
