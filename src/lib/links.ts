// Links built from what people type: web, e-mail and telephone.

/** A website without a scheme gets 'https://' in front. */
export function websiteHref(value: string): string {
  const trimmed = value.trim()
  // Only web addresses: any other scheme ('javascript:', 'data:') becomes part of a host name and leads nowhere.
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/**
 * A mailto: link to `address`, with an optional subject. Every value is percent-encoded (the
 * '@' kept readable), so an address typed as 'x@example.org?bcc=…' cannot add recipients or a
 * body to the message.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, '@')
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`
}

/** A website as people read it: no scheme, no trailing slash. */
export function websiteLabel(value: string): string {
  return value.trim().replace(/^https?:\/\//, '').replace(/\/$/, '')
}

/** tel: href from a UK number as written ('020 7946 0123' → 'tel:+442079460123'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0')) return `tel:+44${digits.slice(1)}`
  return `tel:${digits}`
}
