export const MAX_TEXT_LENGTH = 1000

/** Angle brackets removed, whitespace trimmed, cut to 1000 characters. */
export function sanitizeText(value: string): string {
  return value.replace(/[<>]/g, '').trim().slice(0, MAX_TEXT_LENGTH)
}
