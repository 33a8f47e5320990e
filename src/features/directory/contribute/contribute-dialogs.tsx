import { useId, useState, type FormEvent } from 'react'
import { TermsConsent } from '@/components/terms-consent'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { FormAlert } from '@/components/ui/form-alert'
import { Input, Textarea } from '@/components/ui/input'
import { hasHtmlTags, plainTextError } from '@/lib/plain-text'
import { notify } from '@/lib/toast'
import { directories } from '../definitions'
import type { DirectoryKey, EntryFields } from '../entry'
import { entryFieldLabel, entryPublicFields, type EntryPublicField } from '../entry-field-labels'
import { contributionErrorMessage, useClaimEntry, useProposeCorrection } from './mutations'
import { m } from '@/paraglide/messages'

/** The fields a correction offers, with the values the page shows now. */
export type CorrectableValues = Partial<Record<EntryPublicField, string>>

/**
 * The dialogs get the page's item as it is: its stored entry (slug and public fields) is worked
 * out here, with the directory's codec, so the page's first load does not carry the codecs.
 */
export type ContributeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; directory: DirectoryKey; item: unknown; name: string }

function storedEntry(directory: DirectoryKey, item: unknown): EntryFields {
  // The page hands over an item of `directory`, the one type its codec's toEntry takes.
  const toEntry = directories[directory].toEntry as unknown as (item: unknown) => EntryFields
  return toEntry(item)
}

/** The entry's public fields as text: what a correction starts from. */
function correctableValues(entry: EntryFields): CorrectableValues {
  return Object.fromEntries(entryPublicFields.map((field) => [field, entry[field] === null || entry[field] === undefined ? '' : String(entry[field])]))
}

const offered: readonly EntryPublicField[] = ['name', 'summary', 'town', 'region', 'address', 'leader_name', 'email', 'phone', 'website']
const long: ReadonlySet<EntryPublicField> = new Set(['summary'])

/** 'Pasiūlyti pataisymą': each field as the page shows it; only what the member changed is sent. */
export function CorrectionDialog({ open, onOpenChange, directory, item, name }: ContributeDialogProps) {
  const id = useId()
  const [{ entry, current }] = useState(() => {
    const stored = storedEntry(directory, item)
    return { entry: { directory, slug: stored.slug }, current: correctableValues(stored) }
  })
  const [values, setValues] = useState<CorrectableValues>(current)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useProposeCorrection()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const changed = offered.filter((field) => (values[field] ?? '').trim() !== (current[field] ?? '').trim())
    if (changed.length === 0) return setError(m.directories_contribute_correction_unchanged())
    const texts = [...changed.map((field) => values[field] ?? ''), note]
    if (texts.some(hasHtmlTags)) return setError(plainTextError())
    setError(null)
    try {
      const changes = Object.fromEntries(changed.map((field) => [field, (values[field] ?? '').trim() || null]))
      await send.mutateAsync({ entry, changes, note: note.trim() })
      onOpenChange(false)
      void notify.success(m.directories_contribute_correction_sent(), m.directories_contribute_correction_sent_text())
    } catch (failure) {
      setError(contributionErrorMessage(failure))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.directories_contribute_correction()}</DialogTitle>
          <DialogDescription>{m.directories_contribute_correction_description({ name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-3">
          {offered.map((field) => (
            <div key={field} className="space-y-1">
              <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-slate-800">
                {entryFieldLabel(field)}
              </label>
              {long.has(field) ? (
                <Textarea id={`${id}-${field}`} rows={3} maxLength={1000} value={values[field] ?? ''} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
              ) : (
                <Input id={`${id}-${field}`} maxLength={500} value={values[field] ?? ''} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
              )}
            </div>
          ))}
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
            {m.directories_contribute_correction_note()}
          </label>
          <Textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          <FormAlert>{error}</FormAlert>
          <TermsConsent />
          <DialogFormFooter
            submitLabel={m.directories_contribute_correction_submit()}
            pendingLabel={m.directories_contribute_sending()}
            isPending={send.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** 'Tai mūsų organizacija': the claimant's role and how an administrator can check it. */
export function ClaimDialog({ open, onOpenChange, directory, item, name }: ContributeDialogProps) {
  const id = useId()
  const [entry] = useState(() => ({ directory, slug: storedEntry(directory, item).slug }))
  const [role, setRole] = useState('')
  const [verification, setVerification] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useClaimEntry()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (role.trim().length < 2) return setError(m.directories_contribute_claim_role_missing())
    if (verification.trim().length < 5) return setError(m.directories_contribute_claim_verification_missing())
    if (hasHtmlTags(role) || hasHtmlTags(verification)) return setError(plainTextError())
    setError(null)
    try {
      await send.mutateAsync({ entry, role: role.trim(), verification: verification.trim() })
      onOpenChange(false)
      void notify.success(m.directories_contribute_claim_sent(), m.directories_contribute_claim_sent_text())
    } catch (failure) {
      setError(contributionErrorMessage(failure))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.directories_contribute_claim()}</DialogTitle>
          <DialogDescription>{m.directories_contribute_claim_description({ name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-3">
          <label htmlFor={`${id}-role`} className="block text-sm font-medium text-slate-800">
            {m.directories_contribute_claim_role()}
          </label>
          <Input id={`${id}-role`} maxLength={120} value={role} onChange={(e) => setRole(e.target.value)} />
          <label htmlFor={`${id}-verification`} className="block text-sm font-medium text-slate-800">
            {m.directories_contribute_claim_verification()}
          </label>
          <Textarea
            id={`${id}-verification`}
            rows={3}
            maxLength={1000}
            placeholder={m.directories_contribute_claim_verification_placeholder()}
            value={verification}
            onChange={(e) => setVerification(e.target.value)}
          />
          <FormAlert>{error}</FormAlert>
          <TermsConsent />
          <DialogFormFooter
            submitLabel={m.directories_contribute_claim_submit()}
            pendingLabel={m.directories_contribute_sending()}
            isPending={send.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
