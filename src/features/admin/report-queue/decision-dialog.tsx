import { useId, useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { FormAlert } from '@/components/ui/form-alert'
import { SelectField, TextAreaField } from '@/components/ui/text-field'
import { databaseRefusal } from '@/lib/database-refusal'

/** What a decision dialog asks for: its title, what follows, the button, and whether it asks how long a suspension lasts. */
export type DecisionRequest = {
  /** Identifies what is decided: another request starts with an empty form. */
  key: string
  title: string
  description: string
  submitLabel: string
  isDestructive?: boolean
  asksDays?: boolean
  /** Resolves once decided; a refusal is shown in the dialog, which keeps the reason. */
  decide: (reason: string, days: number) => Promise<void>
}

/** How long a suspension may last (the database allows up to a year). */
const suspensionDays = [
  [7, '7 dienas'],
  [30, '30 dienų'],
  [90, '90 dienų'],
  [365, 'metus'],
] as const

/** Why a reason cannot be saved: the database asks for 3 to 1,000 characters, which the author reads. */
export function reasonProblem(reason: string): string | null {
  const length = [...reason.trim()].length
  if (length < 3) return 'Nurodykite priežastį: bent 3 simboliai.'
  if (length > 1000) return 'Priežastis per ilga: ne daugiau kaip 1000 simbolių.'
  return null
}

/** Every moderation decision needs a reason; the database's refusal (another administrator must decide, nothing to restore…) is shown as it words it. */
export function DecisionDialog({ request, onClose }: { request: DecisionRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{request?.title}</DialogTitle>
          <DialogDescription>{request?.description}</DialogDescription>
        </DialogHeader>
        {request && <DecisionForm key={request.key} request={request} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function DecisionForm({ request, onClose }: { request: DecisionRequest; onClose: () => void }) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [days, setDays] = useState<number>(suspensionDays[0][0])
  const [problem, setProblem] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = reasonProblem(reason)
    setProblem(found)
    setError(null)
    if (found) return document.getElementById(`${id}-reason`)?.focus()
    setIsSaving(true)
    try {
      await request.decide(reason.trim(), days)
      onClose()
    } catch (failure) {
      setError(databaseRefusal(failure) ?? 'Nepavyko išsaugoti sprendimo. Priežastis liko formoje: bandykite dar kartą.')
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {request.asksDays && (
        <SelectField id={`${id}-days`} label="Kiek laiko" value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {suspensionDays.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        id={`${id}-reason`}
        label="Priežastis"
        description="Privaloma: nuo 3 iki 1000 simbolių. Ją perskaitys autorius ir ji įrašoma į moderavimo žurnalą."
        rows={4}
        value={reason}
        error={problem ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormAlert>{error}</FormAlert>
      <DialogFormFooter
        submitLabel={request.submitLabel}
        pendingLabel="Saugoma..."
        cancelLabel="Atšaukti"
        isPending={isSaving}
        onCancel={onClose}
        variant={request.isDestructive ? 'destructive' : undefined}
      />
    </form>
  )
}
