import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDate, formatKilobytes } from '@/lib/format'
import type { Media } from '@/lib/supabase/types'
import { publicMediaUrl } from './queries'

type MediaCardProps = { media: Media; onEdit: () => void; onRemove: () => void }

export function MediaCard({ media, onEdit, onRemove }: MediaCardProps) {
  return (
    <Card className="overflow-hidden">
      <img
        src={publicMediaUrl(media.file_path)}
        alt={media.alt_text ?? ''}
        width={320}
        height={200}
        loading="lazy"
        className="aspect-[8/5] w-full bg-slate-100 object-contain"
      />
      <div className="space-y-1 p-4 text-sm">
        <p className="truncate font-medium text-slate-900" title={media.original_name}>
          {media.original_name}
        </p>
        <p className="text-slate-700">
          {formatKilobytes(media.file_size)} · {formatDate(media.created_at)}
        </p>
        {media.alt_text && <p className="text-slate-700">Alt: {media.alt_text}</p>}
        {media.description && <p className="text-slate-700">{media.description}</p>}
        <div className="flex gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Redaguoti: ${media.original_name}`}>
            <Pencil aria-hidden /> Redaguoti
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" className="text-red-700!" aria-label={`Pašalinti: ${media.original_name}`}>
                <Trash2 aria-hidden /> Pašalinti
              </Button>
            }
            title="Ar tikrai norite pašalinti šį failą?"
            description={media.original_name}
            confirmLabel="Pašalinti"
            onConfirm={onRemove}
          />
        </div>
      </div>
    </Card>
  )
}
