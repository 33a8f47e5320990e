import { supabase } from '@/lib/supabase/client'
import type { CheckedImage } from './image-file'

/** The public buckets whose pictures the check-event-image function reads (it records each in its own table). */
export type CheckedBucket = 'event-images' | 'article-images'

/** Thrown with the words the member should read about a picture that was not taken. */
export class ImageUploadError extends Error {}

/** The function's Lithuanian words for a picture it refused, if it answered with them. */
async function checkRefusal(error: unknown): Promise<string | null> {
  const context = error instanceof Error && 'context' in error ? error.context : null
  if (!(context instanceof Response)) return null
  const body: unknown = await context.json().catch(() => null)
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null
}

/**
 * Uploads the picture into the uploader's folder of `bucket`, then has the check-event-image
 * function read its bytes: Storage checks only the declared type and size, and the database
 * takes only a picture that function checked. A picture the function refused is removed (the
 * function removes one that is not an image itself; any other refusal would leave it behind).
 */
export async function uploadCheckedImage({ file, type }: CheckedImage, userId: string, bucket: CheckedBucket): Promise<string> {
  const path = `${userId}/${crypto.randomUUID()}.${type.extension}`
  const { error } = await supabase.storage.from(bucket).upload(path, file, { contentType: type.mime, upsert: false })
  if (error) throw new ImageUploadError('Nepavyko įkelti paveikslėlio: jis turi būti JPEG, PNG ar WebP ir ne didesnis kaip 2 MB.')
  const checked = await supabase.functions.invoke('check-event-image', { body: { path, bucket } })
  if (checked.error) {
    await supabase.storage
      .from(bucket)
      .remove([path])
      .catch(() => undefined)
    throw new ImageUploadError((await checkRefusal(checked.error)) ?? 'Nepavyko patikrinti paveikslėlio: bandykite dar kartą.')
  }
  return path
}
