export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

/** Stored under the current timestamp plus the original extension. */
export function storedFileName(originalName: string, now = Date.now()): string {
  const dot = originalName.lastIndexOf('.')
  const extension = dot > 0 ? originalName.slice(dot).toLowerCase().replace(/[^.a-z0-9]/g, '') : ''
  return `${now}${extension}`
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): 'not-image' | 'too-large' | null {
  if (!file.type.startsWith('image/')) return 'not-image'
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large'
  return null
}
