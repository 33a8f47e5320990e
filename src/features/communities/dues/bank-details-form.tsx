import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { membershipQueries } from '@/features/communities/membership/queries'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { formatSortCode } from './dues-status'
import { useSaveBankDetails } from './mutations'
import { bankDetailsSchema, type BankDetailsInput, type BankDetailsValues } from './schemas'

/** The community's account for dues, as its members will see it. */
export function BankDetailsForm({ communityId }: { communityId: string }) {
  const stored = useQuery(membershipQueries.bankDetails(communityId))
  if (stored.isPending) return <p role="status">{messages.loading}</p>
  if (stored.isError) return <p role="alert">{m.communities_bank_load_failed()}</p>
  const initial = stored.data
    ? { accountName: stored.data.account_name, sortCode: formatSortCode(stored.data.sort_code), accountNumber: stored.data.account_number }
    : { accountName: '', sortCode: '', accountNumber: '' }
  return <DetailsForm key={communityId} communityId={communityId} initial={initial} isNew={!stored.data} />
}

function DetailsForm({ communityId, initial, isNew }: { communityId: string; initial: BankDetailsInput; isNew: boolean }) {
  const save = useSaveBankDetails()
  const form = useForm<BankDetailsInput, unknown, BankDetailsValues>({ resolver: zodResolver(bankDetailsSchema), defaultValues: initial, reValidateMode: 'onSubmit' })
  const field = clearingRegister(form)
  const { errors } = form.formState
  const onSubmit = (values: BankDetailsValues) =>
    save.mutate(
      { communityId, values },
      {
        onSuccess: () => void notify.success(messages.success, m.communities_bank_saved()),
        onError: (error) => {
          console.error('Saving bank details failed:', error)
          void notify.error(messages.error, m.communities_bank_save_failed())
        },
      },
    )
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-3">
      {isNew && <p className="text-sm text-slate-700">{m.communities_bank_not_set()}</p>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField id={`bank-name-${communityId}`} label={m.communities_bank_account_name()} autoComplete="off" error={errors.accountName?.message} {...field('accountName')} />
        <TextField id={`bank-sort-${communityId}`} label={m.communities_pay_sort_code()} inputMode="numeric" autoComplete="off" error={errors.sortCode?.message} {...field('sortCode')} />
        <TextField id={`bank-account-${communityId}`} label={m.communities_pay_account_number()} inputMode="numeric" autoComplete="off" error={errors.accountNumber?.message} {...field('accountNumber')} />
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {save.isPending ? m.communities_bank_saving() : m.communities_bank_save()}
      </Button>
    </form>
  )
}
