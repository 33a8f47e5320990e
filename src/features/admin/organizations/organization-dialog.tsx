import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { Organization } from '@/lib/supabase/types'
import { OrganizationForm } from './organization-form'
import { emptyOrganization, type OrganizationFormInput, type OrganizationValues } from './schemas'

type OrganizationDialogProps = {
  /** null = closed; 'new' = add; a row = edit. */
  target: Organization | 'new' | null
  isSaving: boolean
  onSubmit: (values: OrganizationValues) => void
  onClose: () => void
}

function toFormValues(organization: Organization): OrganizationFormInput {
  const values = { ...emptyOrganization }
  for (const key of Object.keys(values) as Array<keyof OrganizationFormInput>) {
    const value = organization[key]
    if (typeof value === 'string') (values as Record<string, string>)[key] = value
  }
  return values
}

export function OrganizationDialog({ target, isSaving, onSubmit, onClose }: OrganizationDialogProps) {
  const isEdit = target !== null && target !== 'new'
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl!">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Redaguoti organizaciją' : 'Nauja organizacija'}</DialogTitle>
          <DialogDescription>Laukai, pažymėti *, privalomi.</DialogDescription>
        </DialogHeader>
        {target !== null && (
          <OrganizationForm
            key={isEdit ? target.id : 'new'}
            defaultValues={isEdit ? toFormValues(target) : emptyOrganization}
            isSaving={isSaving}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
