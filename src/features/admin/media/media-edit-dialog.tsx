import { useState, type FormEvent } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { DialogFormFooter } from '@/components/ui/dialog-form-footer'
import { Field, FieldLabel } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { sanitizeText } from '@/lib/sanitize'
import type { Media } from '@/lib/supabase/types'

type MediaEditDialogProps = {
  media: Media | null
  isSaving: boolean
  onSave: (values: { altText: string; description: string }) => void
  onClose: () => void
}

export function MediaEditDialog({ media, isSaving, onSave, onClose }: MediaEditDialogProps) {
  return (
    <Dialog open={media !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Failo informacija</DialogTitle>
          <DialogDescription>{media?.original_name}</DialogDescription>
        </DialogHeader>
        {media && <MediaEditForm key={media.id} media={media} isSaving={isSaving} onSave={onSave} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function MediaEditForm({ media, isSaving, onSave, onClose }: Omit<MediaEditDialogProps, 'media'> & { media: Media }) {
  const [altText, setAltText] = useState(media.alt_text ?? '')
  const [description, setDescription] = useState(media.description ?? '')

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSave({ altText: sanitizeText(altText), description: sanitizeText(description) })
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <Field>
        <FieldLabel htmlFor="media-alt">Alternatyvusis tekstas</FieldLabel>
        <Input id="media-alt" value={altText} onChange={(e) => setAltText(e.target.value)} />
      </Field>
      <Field>
        <FieldLabel htmlFor="media-description">Aprašymas</FieldLabel>
        <Textarea id="media-description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <DialogFormFooter submitLabel="Išsaugoti" pendingLabel="Saugoma..." isPending={isSaving} onCancel={onClose} />
    </form>
  )
}
