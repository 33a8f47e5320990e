import { useState, type FormEvent } from 'react'
import { Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Field, FieldLabel } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { sanitizeText } from '@/lib/sanitize'

type EditFieldDialogProps = { label: string; value: string; multiline?: boolean; onSave: (value: string) => void }

/** The pencil dialog of the second community page: changes stay in this browser tab only. */
export function EditFieldDialog({ label, value, multiline = false, onSave }: EditFieldDialogProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [draft, setDraft] = useState(value)

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSave(sanitizeText(draft))
    setIsOpen(false)
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open)
        if (open) setDraft(value)
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Redaguoti: ${label}`}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Redaguoti: {label}</DialogTitle>
          <DialogDescription>Pakeitimas matomas tik jums ir neišsaugomas serveryje.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="space-y-4">
          <Field>
            <FieldLabel htmlFor="edit-field">{label}</FieldLabel>
            {multiline ? (
              <Textarea id="edit-field" rows={4} value={draft} onChange={(e) => setDraft(e.target.value)} />
            ) : (
              <Input id="edit-field" value={draft} onChange={(e) => setDraft(e.target.value)} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)}>
              Atšaukti
            </Button>
            <Button type="submit">Pakeisti</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
