import { useState, type FormEvent } from 'react'
import { Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Field, FieldLabel } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { m } from '@/paraglide/messages'

type EditFieldDialogProps = {
  label: string
  value: string
  multiline?: boolean
  /** Saves the value: resolves with null when saved, or the words to show; the dialog keeps what was typed. */
  onSave: (value: string) => Promise<string | null>
}

/** The pencil dialog of the second community page, for the entry's managers and administrators. */
export function EditFieldDialog({ label, value, multiline = false, onSave }: EditFieldDialogProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [draft, setDraft] = useState(value)
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setIsSaving(true)
    const failure = await onSave(draft.trim())
    setIsSaving(false)
    setError(failure)
    if (!failure) setIsOpen(false)
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open)
        if (open) {
          setDraft(value)
          setError(null)
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={m.communities_edit_field({ label })}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.communities_edit_field({ label })}</DialogTitle>
          <DialogDescription>{m.communities_edit_field_description()}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="space-y-4">
          <Field>
            <FieldLabel htmlFor="edit-field">{label}</FieldLabel>
            {multiline ? (
              <Textarea id="edit-field" rows={4} value={draft} onChange={(e) => setDraft(e.target.value)} aria-describedby={error ? 'edit-field-error' : undefined} />
            ) : (
              <Input id="edit-field" value={draft} onChange={(e) => setDraft(e.target.value)} aria-describedby={error ? 'edit-field-error' : undefined} />
            )}
          </Field>
          {error && (
            <p id="edit-field-error" role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              {m.communities_edit_cancel()}
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? m.communities_edit_saving() : m.communities_edit_save()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
