import { useMutation } from '@tanstack/react-query'
import { ImageUploadError, uploadCheckedImage } from '@/features/events/proposal/checked-upload'
import { checkImage } from '@/features/events/proposal/image-file'
import { m } from '@/paraglide/messages'
import { useArticleWriter } from './article-writer'

export const ARTICLE_IMAGES_BUCKET = 'article-images'

/**
 * Takes a picture for an article: checked in the browser first (size, and type by its bytes),
 * then uploaded to the writer's folder of article-images and read again by the
 * check-event-image function; resolves to its object name. Rejects with the upload's own words.
 */
export function useArticleImageUpload() {
  const writer = useArticleWriter()
  return useMutation({
    mutationFn: async (file: File) => {
      const checked = await checkImage(file)
      if (typeof checked === 'string') throw new ImageUploadError(checked)
      return uploadCheckedImage(checked, writer.id, ARTICLE_IMAGES_BUCKET)
    },
  })
}

/** What to tell the writer about a picture that was not taken. */
export const imageUploadMessage = (error: unknown) =>
  error instanceof ImageUploadError ? error.message : m.news_editor_image_failed()
