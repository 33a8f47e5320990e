import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import type { Profile } from '@/lib/supabase/types'
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
        <TextField id="profile-first-name" label="Vardas" autoComplete="given-name" error={errors.firstName?.message} {...field('firstName')} />
        <TextField id="profile-last-name" label="Pavardė" autoComplete="family-name" error={errors.lastName?.message} {...field('lastName')} />
        <TextField id="profile-phone" label="Telefonas" type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
        <TextField id="profile-city" label="Miestas" autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <TextField id="profile-region" label="Regionas" error={errors.region?.message} {...field('region')} />
      </div>
      <Button type="submit" className="self-start" disabled={isPending}>
        {isPending ? 'Išsaugoma...' : 'Išsaugoti'}
      </Button>
    </form>
  )
}
