import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { SelectField, TextField } from '@/components/ui/text-field'
import { clearingRegister } from '@/hooks/use-clearing-register'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { ukDate } from '@/lib/uk-clock'
import { m } from '@/paraglide/messages'
import { communityRefusal } from '../refusal'
import { formatPence, MEMBER_FEE_PENCE, paymentMethodLabels } from './dues-status'
import { useRecordPayment } from './mutations'
import type { DuesRow } from './queries'
import { paymentMethods, paymentSchema, type PaymentInput, type PaymentValues } from './schemas'

type RecordPaymentDialogProps = { communityId: string; member: DuesRow | null; onClose: () => void }

/** Dues received for one member: how much, how and when. The form keeps what was typed if saving fails. */
export function RecordPaymentDialog({ communityId, member, onClose }: RecordPaymentDialogProps) {
  const today = ukDate()
  const record = useRecordPayment()
  const form = useForm<PaymentInput, unknown, PaymentValues>({
    resolver: zodResolver(paymentSchema(today)),
    defaultValues: { amount: formatPence(MEMBER_FEE_PENCE).replace(/^£|\s*£$/g, ''), method: 'bank_transfer', paidOn: today },
    reValidateMode: 'onSubmit',
  })
  const field = clearingRegister(form)
  const { errors } = form.formState

  const onSubmit = (values: PaymentValues) => {
    if (!member) return
    record.mutate(
      { membershipId: member.membership_id, communityId, values },
      {
        onSuccess: () => {
          void notify.success(messages.success, m.communities_payment_recorded({ name: member.member_name }))
          form.reset()
          onClose()
        },
        onError: (error) => {
          console.error('Recording a payment failed:', error)
          void notify.error(messages.error, communityRefusal(error) ?? m.communities_payment_record_failed())
        },
      },
    )
  }

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.communities_payment_title()}</DialogTitle>
          <DialogDescription>{m.communities_payment_description({ name: member?.member_name ?? '', reference: member?.payment_reference ?? '' })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-3">
          <TextField id="payment-amount" label={m.communities_payment_amount()} inputMode="decimal" error={errors.amount?.message} {...field('amount')} />
          <SelectField id="payment-method" label={m.communities_payment_method()} error={errors.method?.message} {...field('method')}>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels[method]}
              </option>
            ))}
          </SelectField>
          <TextField id="payment-date" label={m.communities_payment_date()} type="date" max={today} error={errors.paidOn?.message} {...field('paidOn')} />
          <DialogFormFooter submitLabel={m.communities_dues_record()} pendingLabel={m.communities_payment_recording()} isPending={record.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
