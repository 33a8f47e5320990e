import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { ClassifiedForm } from '@/features/classifieds/post/classified-form'
import type { ClassifiedFormValues, ClassifiedValues } from '@/features/classifieds/post/classified-schema'
import { postErrorMessage, useEditClassified } from '@/features/classifieds/post/mutations'
import { getLocale } from '@/lib/i18n/locale'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import type { OwnClassified } from './queries'

const formValues = (classified: OwnClassified): ClassifiedFormValues => ({
  title: classified.title,
  category: classified.category as ClassifiedFormValues['category'],
  price: classified.price === null ? '' : getLocale() === 'en' ? String(classified.price) : String(classified.price).replace('.', ','),
  town: classified.town,
  body: classified.body,
  contact: classified.contact === 'email' ? 'email' : 'portal',
})

/** 'Redaguoti': the poster changes their classified; a published one waits for approval again. */
export function EditClassifiedDialog({ classified, titleId }: { classified: OwnClassified; titleId: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const edit = useEditClassified()

  async function submit(values: ClassifiedValues) {
    await edit.mutateAsync({ id: classified.id, values })
    setIsOpen(false)
    void notify.success(messages.success, m.account_classified_edited({ title: values.title }))
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open)
        if (open) edit.reset()
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-describedby={titleId}>
          {m.account_edit()}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.account_classified_edit_title()}</DialogTitle>
          <DialogDescription>{m.account_classified_edit_description()}</DialogDescription>
        </DialogHeader>
        {edit.error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {postErrorMessage(edit.error)}
          </p>
        )}
        <ClassifiedForm defaultValues={formValues(classified)} isSending={edit.isPending} onSubmit={submit} submitLabel={m.account_classified_save_changes()} />
      </DialogContent>
    </Dialog>
  )
}
