import { SIGNATURE_BYTES, sniffImage, type ImageType } from '../../../../supabase/functions/_shared/image-signature.js'

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

export type CheckedImage = { file: File; type: ImageType }

/**
 * The chosen picture, checked before anything is uploaded: its size, and its type by content (a
 * program renamed to .png is refused). The bucket checks the declared type and the size again,
 * and the check-event-image function the content, with the same signatures.
 */
export async function checkImage(file: File): Promise<CheckedImage | string> {
  if (file.size > MAX_IMAGE_BYTES) return `Paveikslėlis per didelis (${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB): daugiausia 2 MB.`
  const type = sniffImage(await readHead(file, SIGNATURE_BYTES))
  if (!type) return 'Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.'
  return { file, type }
}
