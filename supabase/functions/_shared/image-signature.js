// @ts-check
// The picture types members may upload, known by their first bytes rather than by a file's name
// or declared type. Shared by the event form (an early message) and the check-event-image
// function (the check that counts), so both read a file the same way.

/** @typedef {{ mime: 'image/jpeg' | 'image/png' | 'image/webp', extension: 'jpg' | 'png' | 'webp' }} ImageType */

/** How many leading bytes `sniffImage` needs. */
export const SIGNATURE_BYTES = 12

/** @param {Uint8Array} bytes @param {readonly number[]} signature @param {number} [offset] */
const startsWith = (bytes, signature, offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte)

/**
 * The image type the first bytes show, whatever the name says; null for anything else.
 * @param {Uint8Array} bytes
 * @returns {ImageType | null}
 */
export function sniffImage(bytes) {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' }
  // 'RIFF' <size> 'WEBP'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { mime: 'image/webp', extension: 'webp' }
  return null
}
