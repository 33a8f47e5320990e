import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { SelectField, TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy-policy'
import { m } from '@/paraglide/messages'
import { ChoiceGroup } from './choice-group'
import { regionLabel } from './regions'
import { childrenCountOptions, emptyJoinValues, joinSchema, newsletterOptions, reasonOptions, type JoinInput, type JoinValues } from './schemas'
import { digestConsent } from '@/features/account/digest-consent'

type JoinFormProps = {
  regions: readonly string[]
  initialValues?: Partial<JoinInput>
  isPending: boolean
  onSubmit: (values: JoinValues) => void
}

/** The membership join form. A failed submit keeps what was typed: the form is never reset here. */
export function JoinForm({ regions, initialValues, isPending, onSubmit }: JoinFormProps) {
  const form = useForm<JoinInput, unknown, JoinValues>({
    resolver: zodResolver(joinSchema),
    defaultValues: { ...emptyJoinValues, ...initialValues },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors } = form.formState

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="join-first-name" label={m.communities_join_first_name()} autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
        <TextField id="join-last-name" label={m.communities_join_last_name()} autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
        <TextField id="join-city" label={m.communities_join_city()} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <SelectField id="join-region" label={m.communities_join_region()} error={errors.region?.message} {...field('region')}>
          <option value="">{m.communities_join_region_choose()}</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {regionLabel(region)}
            </option>
          ))}
        </SelectField>
        <SelectField id="join-children" label={m.communities_join_children()} error={errors.childrenCount?.message} {...field('childrenCount')}>
          <option value="">{m.communities_join_choose()}</option>
          {childrenCountOptions.map((count) => (
            <option key={count}>{count}</option>
          ))}
        </SelectField>
        <TextField id="join-phone" label={m.communities_join_phone()} type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
      </div>
      <ChoiceGroup
        id="join-reason"
        legend={m.communities_join_reason_legend()}
        options={reasonOptions()}
        error={errors.reason?.message}
        registration={field('reason')}
      />
      <ChoiceGroup
        id="join-newsletter"
        legend={m.communities_join_newsletter_legend({ consent: digestConsent.label() })}
        options={newsletterOptions()}
        error={errors.newsletter?.message}
        registration={field('newsletter')}
      />
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            aria-invalid={errors.privacyPolicy ? true : undefined}
            aria-describedby={errors.privacyPolicy ? 'join-privacy-error' : undefined}
            {...field('privacyPolicy')}
          />
          <span>
            {m.communities_join_privacy_before()}{' '}
            {/* A new tab, so the half-filled form in this dialog is not lost. */}
            <Link to={paths.privacy} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              {m.communities_join_privacy_link()}
              <span className="sr-only">{m.communities_join_new_tab()}</span>
            </Link>{' '}
            {m.communities_join_privacy_after({ version: PRIVACY_POLICY_VERSION })}
          </span>
        </label>
        <FieldError id="join-privacy-error">{errors.privacyPolicy?.message}</FieldError>
      </div>
      <Button type="submit" disabled={isPending}>
        {isPending ? m.communities_join_submitting() : m.communities_join_submit()}
      </Button>
    </form>
  )
}
