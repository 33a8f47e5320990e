import { supabase } from '@/lib/supabase/client'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'
import type { CheckedImage } from './image-file'

/** The public buckets whose pictures the check-event-image function reads (it records each in its own table). */
export type CheckedBucket = 'event-images' | 'article-images'

/** Thrown with the words the member should read about a picture that was not taken. */
export class ImageUploadError extends Error {}

/** What the function's codes say on an English page (it answers in Lithuanian only). */
const englishRefusals: Record<string, () => string> = {
  no_authorization: m.events_image_sign_in,
  not_found: m.events_image_missing,
  not_an_image: m.events_image_not_image,
}

/**
 * The function's words for a picture it refused, if it answered with them: its own Lithuanian
 * ones, or on an English page the English for its code (null for a code without them).
 */
async function checkRefusal(error: unknown): Promise<string | null> {
  const context = error instanceof Error && 'context' in error ? error.context : null
  if (!(context instanceof Response)) return null
  const body: unknown = await context.json().catch(() => null)
  if (!body || typeof body !== 'object') return null
  if (getLocale() !== 'lt') return 'code' in body && typeof body.code === 'string' ? (englishRefusals[body.code]?.() ?? null) : null
  return 'message' in body && typeof body.message === 'string' ? body.message : null
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
  if (error) throw new ImageUploadError(m.events_image_upload_failed())
  const checked = await supabase.functions.invoke('check-event-image', { body: { path, bucket } })
  if (checked.error) {
    await supabase.storage
      .from(bucket)
      .remove([path])
      .catch(() => undefined)
    throw new ImageUploadError((await checkRefusal(checked.error)) ?? m.events_image_check_failed())
  }
  return path
}
