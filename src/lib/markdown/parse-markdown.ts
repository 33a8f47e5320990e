/**
 * The Markdown an article body may use, read into a small tree: headings (three levels), paragraphs, lists,
 * quotes and images; emphasis, strong text, links and line breaks inside them. Anything else is
 * text, HTML included: nothing here ever becomes markup it was not meant to be, and a link or an
 * image whose address the page would not follow is kept as its words.
 *
 * A body is anyone's input shown to everyone, on the site's server too, so reading it takes time
 * in proportion to its length, whatever it holds: each line and each inline run is read by a
 * scanner that moves forward only (no pattern here can backtrack), a closing `**`, `*` or `]` is
 * looked up in a table made once per text, and quotes and inline markup nest only so deep.
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

/**
 * The longest source read, in UTF-16 code units: the database allows an article body (and its
 * translation) 50,000 characters, which is at most 100,000 code units when every one of them
 * lies outside the Basic Multilingual Plane. Anything longer cannot come from the database; its
 * rest is left out rather than read.
 */
export const MAX_MARKDOWN_LENGTH = 100_000
/** Quotes inside quotes, and emphasis, strong text and links inside each other, beyond any real body. */
const MAX_NESTING = 8

// The patterns left test one character, or quantify a class only before a character it excludes
// ('@', the end): none can backtrack.
const safeLink = (url: string): string | null => (/^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"@]+@[^\s<>"]+)$/i.test(url) ? url : null)
const spacePattern = /\s/
const wordPattern = /\w/
const escapable = /[\\`*_[\]()#+\-.!<>]/

/** JavaScript's `\s`, for one character (undefined past the end is not a space). */
const isSpace = (char: string | undefined) => char !== undefined && spacePattern.test(char)
/** What `.` does not match inside a line (the line breaks '\n' and '\r' never remain in one). */
const isLineSeparator = (char: string | undefined) => char === '\u2028' || char === '\u2029'
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9'

/** Counts the scanners' steps: parsing costs at most a constant number of them per character. */
type Work = { steps: number }

/** Where the run of spaces starting at `from` ends. */
function skipSpaces(work: Work, line: string, from: number, end = line.length): number {
  let index = from
  while (index < end && isSpace(line[index])) {
    work.steps++
    index++
  }
  return index
}

function hasLineSeparator(work: Work, text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    work.steps++
    if (isLineSeparator(text[index])) return true
  }
  return false
}

/**
 * `# Title`, `## Title ##`: one to three '#'s at the start, a space, the title; closing '#'s and
 * spaces are not part of it. Null: not a heading.
 */
function readHeading(work: Work, line: string): { marks: number; title: string } | null {
  let marks = 0
  while (marks < line.length && line[marks] === '#') {
    work.steps++
    marks++
  }
  if (marks < 1 || marks > 3 || !isSpace(line[marks])) return null
  const start = skipSpaces(work, line, marks)
  // From the end: spaces, then closing '#'s, then spaces again.
  let end = line.length
  for (; end > start && isSpace(line[end - 1]); end--) work.steps++
  for (; end > start && line[end - 1] === '#'; end--) work.steps++
  for (; end > start && isSpace(line[end - 1]); end--) work.steps++
  let title: string
  if (end > start) title = line.slice(start, end)
  else if (start < line.length) title = line[start]!
  else {
    // Only spaces after the marks: the title is the last of them, if there are two or more.
    let last = line.length - 1
    for (; last > marks && isLineSeparator(line[last]); last--) work.steps++
    if (last <= marks) return null
    title = line[last]!
  }
  return hasLineSeparator(work, title) ? null : { marks, title }
}

/** Where a list item's or quote's marker may start: after at most three spaces. */
function markerStart(work: Work, line: string): number | null {
  const start = skipSpaces(work, line, 0, Math.min(line.length, 4))
  return start > 3 ? null : start
}

/** `- item`, `* item`, `+ item`: the item's text, or null. */
function readBullet(work: Work, line: string): string | null {
  const start = markerStart(work, line)
  if (start === null || !'-*+'.includes(line[start] ?? '_') || !isSpace(line[start + 1])) return null
  const text = line.slice(skipSpaces(work, line, start + 1))
  return hasLineSeparator(work, text) ? null : text
}

/** `1. item`, `1) item` (at most nine digits): the item's text, or null. */
function readNumbered(work: Work, line: string): string | null {
  const start = markerStart(work, line)
  if (start === null) return null
  let index = start
  for (; index < line.length && isDigit(line[index]); index++) work.steps++
  const digits = index - start
  if (digits < 1 || digits > 9 || (line[index] !== '.' && line[index] !== ')') || !isSpace(line[index + 1])) return null
  const text = line.slice(skipSpaces(work, line, index + 1))
  return hasLineSeparator(work, text) ? null : text
}

/** `> quoted`: the quoted text (one space after '>' is dropped), or null. */
function readQuote(work: Work, line: string): string | null {
  const start = markerStart(work, line)
  if (start === null || line[start] !== '>') return null
  const text = line.slice(isSpace(line[start + 1]) ? start + 2 : start + 1)
  return hasLineSeparator(work, text) ? null : text
}

/** A line that continues a list item: two or more spaces, then something. */
function continuesItem(work: Work, line: string): boolean {
  const start = skipSpaces(work, line, 0)
  return start >= 2 && start < line.length
}

/**
 * The `(address)` of a link or picture, from just after its '(': spaces, the address (which may
 * hold one level of parentheses, as Wikipedia's do, and may stand in <…>), an optional "title"
 * (not shown), spaces, ')'. Each step reads the next character; none is read twice.
 */
function readDestination(work: Work, source: string, from: number, end: number): { href: string; next: number } | null {
  let index = skipSpaces(work, source, from, end)
  if (source[index] === '<' && index < end) index++
  const hrefStart = index
  while (index < end) {
    work.steps++
    const char = source[index]!
    if (char === '(') {
      // One level of parentheses, with no spaces in them; an unclosed one ends the address.
      let inner = index + 1
      for (; inner < end && source[inner] !== '(' && source[inner] !== ')' && !isSpace(source[inner]); inner++) work.steps++
      if (inner < end && source[inner] === ')') {
        index = inner + 1
        continue
      }
      break
    }
    if (char === ')' || char === '<' || char === '>' || isSpace(char)) break
    index++
  }
  const hrefEnd = index
  if (hrefEnd === hrefStart) return null
  if (index < end && source[index] === '>') index++
  const afterAddress = index
  const spaced = skipSpaces(work, source, index, end)
  if (spaced > index && spaced < end && source[spaced] === '"') {
    let close = spaced + 1
    for (; close < end && source[close] !== '"' && source[close] !== '\n'; close++) work.steps++
    if (close < end && source[close] === '"') index = close + 1
  }
  if (index === afterAddress) index = spaced
  else index = skipSpaces(work, source, index, end)
  if (index >= end || source[index] !== ')') return null
  return { href: source.slice(hrefStart, hrefEnd), next: index + 1 }
}

/** A line that is a picture alone, `![alt](address "title")`: its alt text and address, or null. */
function readImageLine(work: Work, line: string): { alt: string; src: string } | null {
  const start = skipSpaces(work, line, 0)
  if (line[start] !== '!' || line[start + 1] !== '[') return null
  let close = start + 2
  for (; close < line.length && line[close] !== ']'; close++) work.steps++
  if (line[close] !== ']' || line[close + 1] !== '(') return null
  const destination = readDestination(work, line, close + 2, line.length)
  if (!destination || skipSpaces(work, line, destination.next) !== line.length) return null
  return { alt: line.slice(start + 2, close), src: destination.href }
}

/** Reads a body into blocks; lines of no block are paragraphs, split by blank lines. */
export function parseMarkdown(source: string, options: MarkdownOptions = {}): Block[] {
  return parseMarkdownCounting(source, options).blocks
}

/** `parseMarkdown`, with the number of steps its scanners took (the tests bound it by the length). */
export function parseMarkdownCounting(source: string, options: MarkdownOptions = {}): { blocks: Block[]; steps: number } {
  const work: Work = { steps: 0 }
  const lines = source.slice(0, MAX_MARKDOWN_LENGTH).replace(/\r\n?/g, '\n').split('\n')
  // The page's title is its h1: the body's top heading level becomes h2 whatever '#'s it used,
  // so the outline never skips a level.
  let top = 4
  for (const line of lines) {
    work.steps++
    const marks = readHeading(work, line)?.marks
    if (marks !== undefined && marks < top) top = marks
  }
  return { blocks: parseLines(work, lines, options, top, 0), steps: work.steps }
}

function parseLines(work: Work, lines: readonly string[], options: MarkdownOptions, top: number, depth: number): Block[] {
  const blocks: Block[] = []
  // Deeper than that, '>' is text: a line of a thousand '>'s is not a thousand quotes.
  const quoteOf = (line: string) => (depth < MAX_NESTING ? readQuote(work, line) : null)
  const startsBlock = (line: string) =>
    readHeading(work, line) !== null || readImageLine(work, line) !== null || quoteOf(line) !== null || readBullet(work, line) !== null || readNumbered(work, line) !== null
  let index = 0
  while (index < lines.length) {
    work.steps++
    const line = lines[index]!
    if (line.trim() === '') {
      index++
      continue
    }
    const title = readHeading(work, line)
    if (title) {
      blocks.push({ kind: 'heading', level: Math.min(4, title.marks - top + 2) as 2 | 3 | 4, children: parseInlineIn(work, title.title, options) })
      index++
      continue
    }
    const image = readImageLine(work, line)
    if (image) {
      const src = options.imageSrc?.(image.src) ?? null
      if (src) blocks.push({ kind: 'image', src, alt: image.alt.trim() })
      index++
      continue
    }
    if (quoteOf(line) !== null) {
      const quoted: string[] = []
      for (let text = quoteOf(line); text !== null; text = index < lines.length ? quoteOf(lines[index]!) : null) {
        work.steps++
        quoted.push(text)
        index++
      }
      blocks.push({ kind: 'quote', children: parseLines(work, quoted, options, top, depth + 1) })
      continue
    }
    const read = readBullet(work, line) !== null ? readBullet : readNumbered(work, line) !== null ? readNumbered : null
    if (read) {
      const items: Inline[][] = []
      for (let text = read(work, line); text !== null; text = index < lines.length ? read(work, lines[index]!) : null) {
        work.steps++
        index++
        // A following indented line continues the item.
        while (index < lines.length && continuesItem(work, lines[index]!) && readBullet(work, lines[index]!) === null && readNumbered(work, lines[index]!) === null) {
          work.steps++
          text += `\n${lines[index++]!.trim()}`
        }
        items.push(parseInlineIn(work, text, options))
      }
      blocks.push({ kind: 'list', ordered: read === readNumbered, items })
      continue
    }
    const paragraph: string[] = []
    while (index < lines.length && lines[index]!.trim() !== '' && !startsBlock(lines[index]!)) {
      work.steps++
      paragraph.push(lines[index++]!)
    }
    blocks.push({ kind: 'paragraph', children: parseInlineIn(work, paragraph.join('\n'), options) })
  }
  return blocks
}

/**
 * For each position, the nearest position at or after it where a closing delimiter could stand;
 * -1: none. Made once per text, so finding where `**` or `*` closes never reads the text again.
 */
function nearestFrom(work: Work, length: number, isCandidate: (index: number) => boolean): Int32Array {
  const nearest = new Int32Array(length + 1)
  nearest[length] = -1
  for (let index = length - 1; index >= 0; index--) {
    work.steps++
    nearest[index] = isCandidate(index) ? index : nearest[index + 1]!
  }
  return nearest
}

/** What one inline text's scanners share across its nested parts. */
type InlineText = {
  source: string
  work: Work
  linkHref: (url: string) => string | null
  /** A `**` (or `__`) after a character that is not a space. */
  strongClose: Record<'*' | '_', Int32Array>
  /** A `*` (or `_`) after a character that is not a space and before no '*' or '_' (the text's end allowed). */
  emphasisClose: Record<'*' | '_', Int32Array>
  /** The nearest ']' or line break. */
  bracketClose: Int32Array
  /** The `(address)` read after a `](` at each ']', once: undefined not read yet, null none. */
  destinations: Map<number, { href: string; next: number } | null>
}

/** Emphasis, strong text, links, autolinks, escapes and line breaks (two spaces or a backslash before the break). */
export function parseInline(source: string, options: MarkdownOptions = {}): Inline[] {
  return parseInlineIn({ steps: 0 }, source.slice(0, MAX_MARKDOWN_LENGTH), options)
}

function parseInlineIn(work: Work, source: string, options: MarkdownOptions): Inline[] {
  const isDelimiter = (char: string | undefined) => char === '*' || char === '_'
  const strongClose = (mark: '*' | '_') =>
    nearestFrom(work, source.length, (index) => index > 0 && source[index] === mark && source[index + 1] === mark && !isSpace(source[index - 1]))
  const emphasisClose = (mark: '*' | '_') =>
    nearestFrom(work, source.length, (index) => index > 0 && source[index] === mark && !isSpace(source[index - 1]) && !isDelimiter(source[index + 1]))
  const text: InlineText = {
    source,
    work,
    linkHref: options.linkHref ?? safeLink,
    strongClose: { '*': strongClose('*'), _: strongClose('_') },
    emphasisClose: { '*': emphasisClose('*'), _: emphasisClose('_') },
    bracketClose: nearestFrom(work, source.length, (index) => source[index] === ']' || source[index] === '\n'),
    destinations: new Map(),
  }
  return inlineRange(text, 0, source.length, 0)
}

/** The pending words of an inline run, kept in pieces so that trimming and appending never copy it whole. */
function pendingText() {
  const pieces: string[] = []
  return {
    pieces,
    add(piece: string) {
      if (piece) pieces.push(piece)
    },
    /** The last `count` characters (fewer if there are not so many). */
    last(count: number) {
      let tail = ''
      for (let index = pieces.length - 1; index >= 0 && tail.length < count; index--) tail = pieces[index]!.slice(-count) + tail
      return tail.slice(-count)
    },
    trimEnd() {
      while (pieces.length > 0) {
        const trimmed = pieces.pop()!.trimEnd()
        if (trimmed) {
          pieces.push(trimmed)
          return
        }
      }
    },
    take(): string {
      const joined = pieces.join('')
      pieces.length = 0
      return joined
    },
  }
}

/** Characters that may start markup; runs of any others are taken whole. */
const isSpecial = (char: string) => char === '\\' || char === '\n' || char === '*' || char === '_' || char === '[' || char === '<'

/** The autolink `<https://…>` or `<mailto:…>` at `index`: its address and where it ends, or null. */
function readAutolink(text: InlineText, index: number, end: number): { url: string; next: number } | null {
  const { source, work } = text
  const prefixLength = ['https://', 'http://', 'mailto:'].find((prefix) => source.slice(index + 1, index + 1 + prefix.length).toLowerCase() === prefix)?.length
  if (prefixLength === undefined || index + 1 + prefixLength > end) return null
  let close = index + 1 + prefixLength
  // The address runs to the next space, '<' or '>': from different '<'s these runs never overlap.
  for (; close < end && source[close] !== '<' && source[close] !== '>' && !isSpace(source[close]); close++) work.steps++
  if (close === index + 1 + prefixLength || close >= end || source[close] !== '>') return null
  return { url: source.slice(index + 1, close), next: close + 1 }
}

/** The inline nodes of `source[start, end)`, nested `depth` deep in emphasis, strong text or links. */
function inlineRange(text: InlineText, start: number, end: number, depth: number): Inline[] {
  const { source, work, linkHref } = text
  const out: Inline[] = []
  const words = pendingText()
  const flush = () => {
    const joined = words.take()
    if (joined) out.push({ kind: 'text', text: joined })
  }
  const canNest = depth < MAX_NESTING
  let index = start
  while (index < end) {
    work.steps++
    const char = source[index]!
    if (!isSpecial(char)) {
      let runEnd = index + 1
      for (; runEnd < end && !isSpecial(source[runEnd]!); runEnd++) work.steps++
      words.add(source.slice(index, runEnd))
      index = runEnd
      continue
    }
    if (char === '\\' && index + 1 < end) {
      const next = source[index + 1]!
      if (next === '\n') {
        flush()
        out.push({ kind: 'break' })
      } else words.add(escapable.test(next) ? next : `\\${next}`)
      index += 2
      continue
    }
    if (char === '\n') {
      // Two spaces before a break keep it; otherwise a break is a space, as in Markdown.
      if (words.last(2) === '  ') {
        words.trimEnd()
        flush()
        out.push({ kind: 'break' })
      } else {
        words.trimEnd()
        words.add(' ')
      }
      index++
      continue
    }
    if (canNest && (char === '*' || char === '_')) {
      // Strong: `**` before a character that is not a space, closed by the nearest `**` after one.
      if (source[index + 1] === char && index + 2 < end && !isSpace(source[index + 2])) {
        const close = text.strongClose[char][index + 3] ?? -1
        if (close !== -1 && close + 2 <= end) {
          flush()
          out.push({ kind: 'strong', children: inlineRange(text, index + 2, close, depth + 1) })
          index = close + 2
          continue
        }
      }
      // Emphasis: the same with one mark, not closed by a mark that another '*' or '_' follows;
      // a '_' inside a word (snake_case) is not emphasis.
      if (index + 1 < end && !isSpace(source[index + 1]) && !(char === '_' && wordPattern.test(words.last(1)))) {
        let close = text.emphasisClose[char][index + 2] ?? -1
        if (close === -1 || close + 1 >= end) {
          // At the end of a nested part, the mark before its end closes too.
          close = end - 1 >= index + 2 && source[end - 1] === char && !isSpace(source[end - 2]) ? end - 1 : -1
        }
        if (close !== -1) {
          flush()
          out.push({ kind: 'emphasis', children: inlineRange(text, index + 1, close, depth + 1) })
          index = close + 1
          continue
        }
      }
    }
    if (canNest && char === '[') {
      // `[words](address)`: the words run to the nearest ']' (no line break), one at least.
      const close = text.bracketClose[index + 1] ?? -1
      if (close > index + 1 && close + 1 < end && source[close] === ']' && source[close + 1] === '(') {
        if (!text.destinations.has(close)) text.destinations.set(close, readDestination(work, source, close + 2, source.length))
        const destination = text.destinations.get(close)
        if (destination && destination.next <= end) {
          const href = linkHref(destination.href)
          flush()
          const children = inlineRange(text, index + 1, close, depth + 1)
          if (href) out.push({ kind: 'link', href, children })
          else out.push(...children)
          index = destination.next
          continue
        }
      }
    }
    if (char === '<') {
      const autolink = readAutolink(text, index, end)
      if (autolink) {
        const href = linkHref(autolink.url)
        flush()
        out.push(href ? { kind: 'link', href, children: [{ kind: 'text', text: autolink.url.replace(/^mailto:/i, '') }] } : { kind: 'text', text: autolink.url })
        index = autolink.next
        continue
      }
    }
    words.add(char)
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
