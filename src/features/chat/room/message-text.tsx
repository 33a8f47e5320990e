/** Web addresses in a message: http(s) only, up to the next space. */
const LINK = /\bhttps?:\/\/[^\s<>"]+/gi
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/

/**
 * A message's words as text, never as HTML; web addresses become links that open in a new tab
 * and pass no referrer or ranking ('ugc').
 */
export function MessageText({ text }: { text: string }) {
  const parts: Array<string | { href: string }> = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '')
    const start = match.index
    parts.push(text.slice(last, start), { href })
    last = start + href.length
  }
  parts.push(text.slice(last))
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="break-all underline">
            {part.href}
          </a>
        ),
      )}
    </>
  )
}
