/** An entry of an Atom feed: its page is its id (stable across edits). */
export type AtomEntry = { url: string; title: string; updated: string; published?: string; category: string; summary: string; author?: string | null }

/**
 * Text as XML 1.0 character data: the characters XML forbids (C0 controls but tab and line ends,
 * U+FFFE, U+FFFF, a lone surrogate) dropped, since no escape makes them well-formed; markup escaped.
 */
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- the characters to drop
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"'\r]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * An Atom feed (RFC 4287): the 50 most recently changed entries, newest first, each with the
 * time its content changed. Readers poll it.
 */
export function buildAtom(entries: readonly AtomEntry[], { title, siteUrl, selfUrl }: { title: string; siteUrl: string; selfUrl: string }): string {
  const newest = [...entries].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0)).slice(0, 50)
  const updated = newest[0]?.updated ?? '2025-01-01T00:00:00Z'
  const lines = newest.map((entry) =>
    [
      '  <entry>',
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      ...(entry.published ? [`    <published>${new Date(entry.published).toISOString()}</published>`] : []),
      `    <updated>${new Date(entry.updated).toISOString()}</updated>`,
      ...(entry.author ? [`    <author><name>${escapeXml(entry.author)}</name></author>`] : []),
      `    <category term="${escapeXml(entry.category)}"/>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="lt">',
    `  <title>${escapeXml(title)}</title>`,
    `  <id>${escapeXml(selfUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl)}"/>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    '  <author><name>Lietuviai JK</name></author>',
    ...lines,
    '</feed>',
    '',
  ].join('\n')
}
