import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { dashboardQueries } from '../dashboard/queries'
import { MEDIA_BUCKET, mediaQueries } from './queries'
import { storedFileName } from './upload-rules'

function invalidateMedia(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mediaQueries.all() }),
    queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
  ])
}

export function useUploadMediaMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const path = storedFileName(file.name)
      const upload = await supabase.storage.from(MEDIA_BUCKET).upload(path, file, { cacheControl: '3600', upsert: false })
      if (upload.error) throw upload.error
      const { error } = await supabase.from('media').insert({
        filename: path,
        original_name: file.name,
        file_path: path,
        file_size: file.size,
        mime_type: file.type,
      })
      if (error) {
        // Keep storage and table in step: a file without its row would never be listed.
        await supabase.storage.from(MEDIA_BUCKET).remove([path])
        throw error
      }
    },
    onSettled: () => invalidateMedia(queryClient),
  })
}

export function useRemoveMediaMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, filePath }: { id: string; filePath: string }) => {
      const removal = await supabase.storage.from(MEDIA_BUCKET).remove([filePath])
      if (removal.error) throw removal.error
      const { data } = await supabase.from('media').update({ is_active: false }).eq('id', id).select('id').throwOnError()
      if (!data || data.length !== 1) throw new Error('Media row was not updated')
    },
    onSettled: () => invalidateMedia(queryClient),
  })
}

export function useUpdateMediaMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, altText, description }: { id: string; altText: string; description: string }) => {
      const { data } = await supabase
        .from('media')
        .update({ alt_text: altText || null, description: description || null })
        .eq('id', id)
        .select('id')
        .throwOnError()
      if (!data || data.length !== 1) throw new Error('Media row was not updated')
    },
    onSettled: () => invalidateMedia(queryClient),
  })
}
