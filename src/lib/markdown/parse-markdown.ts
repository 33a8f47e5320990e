/**
 * The Markdown an article body may use, read into a small tree: headings (three levels), paragraphs, lists,
 * quotes and images; emphasis, strong text, links and line breaks inside them. Anything else is
 * text, HTML included: nothing here ever becomes markup it was not meant to be, and a link or an
 * image whose address the page would not follow is kept as its words.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'emphasis'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' }

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Block[] }
  | { kind: 'image'; src: string; alt: string }

export type MarkdownOptions = {
  /** The address a link may lead to, or null to keep its words only (the default allows https, http and mailto). */
  linkHref?: (url: string) => string | null
  /** The address an image may be loaded from, or null to leave it out (the default allows none). */
  imageSrc?: (url: string) => string | null
}

const safeLink = (url: string): string | null => (/^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"@]+@[^\s<>"]+)$/i.test(url) ? url : null)

const heading = /^(#{1,3})\s+(.+?)\s*#*\s*$/
const bullet = /^\s{0,3}[-*+]\s+(.*)$/
const numbered = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/
const quote = /^\s{0,3}>\s?(.*)$/
// An address may hold one level of parentheses, as Wikipedia's do, may stand in <…>, and may be
// followed by a "title" (which is not shown), as Markdown and the database's checks allow.
const address = String.raw`<?((?:[^\s()<>]|\([^\s()]*\))+)>?(?:\s+"[^"\n]*")?`
const imageLine = new RegExp(String.raw`^\s*!\[([^\]]*)\]\(\s*${address}\s*\)\s*$`)
const inlineLink = new RegExp(String.raw`^\[([^\]\n]+)\]\(\s*${address}\s*\)`)

/** Reads a body into blocks; lines of no block are paragraphs, split by blank lines. */
export function parseMarkdown(source: string, options: MarkdownOptions = {}): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  // The page's title is its h1: the body's top heading level becomes h2 whatever '#'s it used,
  // so the outline never skips a level.
  const top = Math.min(4, ...lines.flatMap((line) => heading.exec(line)?.[1]?.length ?? []))
  return parseLines(lines, options, top)
}

function parseLines(lines: readonly string[], options: MarkdownOptions, top: number): Block[] {
  const blocks: Block[] = []
  let index = 0
  while (index < lines.length) {
    const line = lines[index]!
    if (line.trim() === '') {
      index++
      continue
    }
    const title = heading.exec(line)
    if (title) {
      blocks.push({ kind: 'heading', level: Math.min(4, title[1]!.length - top + 2) as 2 | 3 | 4, children: parseInline(title[2]!, options) })
      index++
      continue
    }
    const image = imageLine.exec(line)
    if (image) {
      const src = options.imageSrc?.(image[2]!) ?? null
      if (src) blocks.push({ kind: 'image', src, alt: image[1]!.trim() })
      index++
      continue
    }
    if (quote.test(line)) {
      const quoted: string[] = []
      while (index < lines.length && quote.test(lines[index]!)) quoted.push(quote.exec(lines[index++]!)![1]!)
      blocks.push({ kind: 'quote', children: parseLines(quoted, options, top) })
      continue
    }
    const listPattern = bullet.test(line) ? bullet : numbered.test(line) ? numbered : null
    if (listPattern) {
      const items: Inline[][] = []
      while (index < lines.length && listPattern.test(lines[index]!)) {
        // A following indented line continues the item.
        let text = listPattern.exec(lines[index++]!)![1]!
        while (index < lines.length && /^\s{2,}\S/.test(lines[index]!) && !bullet.test(lines[index]!) && !numbered.test(lines[index]!)) text += `\n${lines[index++]!.trim()}`
        items.push(parseInline(text, options))
      }
      blocks.push({ kind: 'list', ordered: listPattern === numbered, items })
      continue
    }
    const paragraph: string[] = []
    while (index < lines.length && lines[index]!.trim() !== '' && !startsBlock(lines[index]!)) paragraph.push(lines[index++]!)
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n'), options) })
  }
  return blocks
}

const startsBlock = (line: string) => heading.test(line) || imageLine.test(line) || quote.test(line) || bullet.test(line) || numbered.test(line)

/** Emphasis, strong text, links, autolinks, escapes and line breaks (two spaces or a backslash before the break). */
export function parseInline(source: string, options: MarkdownOptions = {}): Inline[] {
  const linkHref = options.linkHref ?? safeLink
  const out: Inline[] = []
  let text = ''
  const flush = () => {
    if (text) out.push({ kind: 'text', text })
    text = ''
  }
  let index = 0
  while (index < source.length) {
    const rest = source.slice(index)
    const char = source[index]!
    if (char === '\\' && index + 1 < source.length) {
      const next = source[index + 1]!
      if (next === '\n') {
        flush()
        out.push({ kind: 'break' })
      } else text += /[\\`*_[\]()#+\-.!<>]/.test(next) ? next : `\\${next}`
      index += 2
      continue
    }
    if (char === '\n') {
      // Two spaces before a break keep it; otherwise a break is a space, as in Markdown.
      if (text.endsWith('  ')) {
        text = text.trimEnd()
        flush()
        out.push({ kind: 'break' })
      } else text = `${text.trimEnd()} `
      index++
      continue
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest)
    if (strong) {
      flush()
      out.push({ kind: 'strong', children: parseInline(strong[2]!, options) })
      index += strong[0].length
      continue
    }
    const emphasis = /^([*_])(?=\S)([\s\S]*?\S)\1(?![*_])/.exec(rest)
    if (emphasis && !(char === '_' && /\w$/.test(text))) {
      flush()
      out.push({ kind: 'emphasis', children: parseInline(emphasis[2]!, options) })
      index += emphasis[0].length
      continue
    }
    const link = inlineLink.exec(rest)
    if (link) {
      const href = linkHref(link[2]!)
      flush()
      const children = parseInline(link[1]!, options)
      if (href) out.push({ kind: 'link', href, children })
      else out.push(...children)
      index += link[0].length
      continue
    }
    const autolink = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(rest)
    if (autolink) {
      const href = linkHref(autolink[1]!)
      flush()
      out.push(href ? { kind: 'link', href, children: [{ kind: 'text', text: autolink[1]!.replace(/^mailto:/i, '') }] } : { kind: 'text', text: autolink[1]! })
      index += autolink[0].length
      continue
    }
    text += char
    index++
  }
  flush()
  return out
}

/** The words of a body without its markup: for the description of a page, the search and a feed. */
export function markdownText(blocks: readonly Block[]): string {
  const inline = (nodes: readonly Inline[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : node.kind === 'break' ? ' ' : inline(node.children))).join('')
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'list':
          return block.items.map(inline).join(' ')
        case 'quote':
          return markdownText(block.children)
        case 'image':
          return ''
        default:
          return inline(block.children)
      }
    })
    .filter(Boolean)
    .join(' ')
}
