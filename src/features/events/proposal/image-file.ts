import { SIGNATURE_BYTES, sniffImage, type ImageType } from '../../../../supabase/functions/_shared/image-signature.js'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'

/** What the event-images bucket takes: JPEG, PNG or WebP, at most 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/** The first bytes of a file (FileReader: every browser, and the test DOM, read a Blob with it). */
function readHead(file: File, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'))
    reader.readAsArrayBuffer(file.slice(0, length))
  })
}

/** '2,5' or, on an English page, '2.5' (megabytes, one decimal). */
const megabytes = (bytes: number) => {
  const size = (bytes / 1024 / 1024).toFixed(1)
  return getLocale() === 'en' ? size : size.replace('.', ',')
}

export type CheckedImage = { file: File; type: ImageType }

/**
 * The chosen picture, checked before anything is uploaded: its size, and its type by content (a
 * program renamed to .png is refused). The bucket checks the declared type and the size again,
 * and the check-event-image function the content, with the same signatures.
 */
export async function checkImage(file: File): Promise<CheckedImage | string> {
  if (file.size > MAX_IMAGE_BYTES) return m.events_image_too_big({ size: megabytes(file.size) })
  const type = sniffImage(await readHead(file, SIGNATURE_BYTES))
  if (!type) return m.events_image_not_image()
  return { file, type }
}
