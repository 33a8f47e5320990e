/** What the event-images bucket takes: JPEG, PNG or WebP, at most 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' }

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte)

/** The image type the file's first bytes show, whatever its name says; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' }
  // 'RIFF' <size> 'WEBP'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { mime: 'image/webp', extension: 'webp' }
  return null
}

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
 * program renamed to .png is refused). The bucket checks the declared type and the size again.
 */
export async function checkImage(file: File): Promise<CheckedImage | string> {
  if (file.size > MAX_IMAGE_BYTES) return `Paveikslėlis per didelis (${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB): daugiausia 2 MB.`
  const type = sniffImage(await readHead(file, 12))
  if (!type) return 'Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.'
  return { file, type }
}
