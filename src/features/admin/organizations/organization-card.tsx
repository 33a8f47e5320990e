import { Mail, MapPin, Pencil, Phone, Trash2, User } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { organizationCategories, type OrganizationCategory } from '@/data/organizations'
import type { Organization } from '@/lib/supabase/types'
import { adminMessages } from '../messages'

type OrganizationCardProps = { organization: Organization; onEdit: () => void; onDelete: () => void }

export function OrganizationCard({ organization, onEdit, onDelete }: OrganizationCardProps) {
  const { name, category, subcategory, location, leader_name, email, phone } = organization
  return (
    <Card className="flex w-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge>{organizationCategories[category as OrganizationCategory] ?? category}</Badge>
          {subcategory && <Badge variant="secondary">{subcategory}</Badge>}
        </div>
        <CardTitle>{name}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-1 text-sm text-slate-700">
        {location && (
          <p className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4" /> {location}
          </p>
        )}
        {leader_name && (
          <p className="flex items-center gap-2">
            <User aria-hidden className="size-4" /> {leader_name}
          </p>
        )}
        {email && (
          <p className="flex items-center gap-2">
            <Mail aria-hidden className="size-4" /> {email}
          </p>
        )}
        {phone && (
          <p className="flex items-center gap-2">
            <Phone aria-hidden className="size-4" /> {phone}
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Redaguoti: ${name}`}>
          <Pencil aria-hidden /> Redaguoti
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-700!" aria-label={`Ištrinti: ${name}`}>
              <Trash2 aria-hidden /> Ištrinti
            </Button>
          }
          title={adminMessages.organizations.confirmDelete}
          description={name}
          confirmLabel="Ištrinti"
          onConfirm={onDelete}
        />
      </CardFooter>
    </Card>
  )
}
