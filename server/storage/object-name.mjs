import { storageError } from './errors.mjs'

/** Rejects names that could escape the bucket folder or confuse the file system. */
export function checkObjectName(name) {
  const invalid =
    !name ||
    name.length > 1024 ||
    name.startsWith('/') ||
    name.includes('\\') ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..')
  if (invalid) throw storageError(400, 'InvalidKey', 'Invalid key', `Invalid key: ${name}`)
  return name
}
