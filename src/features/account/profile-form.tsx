import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import type { Profile } from '@/lib/supabase/types'
import { m } from '@/paraglide/messages'
import { profileSchema, type ProfileInput, type ProfileValues } from './schemas'

type ProfileFormProps = { profile: Profile | null; isPending: boolean; onSubmit: (values: ProfileValues) => void }

export function ProfileForm({ profile, isPending, onSubmit }: ProfileFormProps) {
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: profile?.first_name ?? '',
      lastName: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
      city: profile?.city ?? '',
      region: profile?.region ?? '',
    },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors } = form.formState

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="profile-first-name" label={m.account_first_name()} autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
        <TextField id="profile-last-name" label={m.account_last_name()} autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
        <TextField id="profile-phone" label={m.account_phone()} type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
        <TextField id="profile-city" label={m.account_city()} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <TextField id="profile-region" label={m.account_region()} error={errors.region?.message} {...field('region')} />
      </div>
      <Button type="submit" className="self-start" disabled={isPending}>
        {isPending ? m.account_saving() : m.account_save()}
      </Button>
    </form>
  )
}
