import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { messages } from '@/lib/messages'
import type { Media } from '@/lib/supabase/types'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { MediaCard } from './media-card'
import { MediaEditDialog } from './media-edit-dialog'
import { useRemoveMediaMutation, useUpdateMediaMutation, useUploadMediaMutation } from './mutations'
import { mediaQueries } from './queries'
import { UploadButton } from './upload-button'
import { uploadProblem } from './upload-rules'

export function AdminMediaPage() {
  const list = useQuery(mediaQueries.list())
  const upload = useUploadMediaMutation()
  const remove = useRemoveMediaMutation()
  const update = useUpdateMediaMutation()
  const [editing, setEditing] = useState<Media | null>(null)
  const text = adminMessages.media
  useLoadErrorToast(list.isError, text.loadFailed)

  function handleFile(file: File) {
    const problem = uploadProblem(file)
    if (problem) {
      notify.error(text.uploadFailed, problem === 'not-image' ? text.notImage : text.tooLarge)
      return
    }
    upload.mutate(file, {
      onSuccess: () => notify.success(messages.success, text.uploaded),
      onError: () => notify.error(messages.error, text.uploadFailed),
    })
  }

  return (
    <div className="space-y-6">
      <PageHead title="Medija" description="Medijos failų administravimas." path={paths.admin.media} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Medijos failai</h1>
        <UploadButton isUploading={upload.isPending} onFile={handleFile} />
      </div>
      <p className="text-sm text-slate-700">Galima įkelti paveikslėlius iki 5 MB.</p>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(rows) => rows.length === 0}
        loading={text.loading}
        loadFailed={text.loadFailed}
        empty={text.empty}
      >
        {(rows) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {rows.map((media) => (
              <li key={media.id}>
                <MediaCard
                  media={media}
                  onEdit={() => setEditing(media)}
                  onRemove={() =>
                    remove.mutate(
                      { id: media.id, filePath: media.file_path },
                      {
                        onSuccess: () => notify.success(messages.success, text.removed),
                        onError: () => notify.error(messages.error, text.removeFailed),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <MediaEditDialog
        media={editing}
        isSaving={update.isPending}
        onClose={() => setEditing(null)}
        onSave={(values) =>
          editing &&
          update.mutate(
            { id: editing.id, ...values },
            {
              onSuccess: () => {
                notify.success(messages.success, text.updated)
                setEditing(null)
              },
              onError: () => notify.error(messages.error, text.updateFailed),
            },
          )
        }
      />
    </div>
  )
}
