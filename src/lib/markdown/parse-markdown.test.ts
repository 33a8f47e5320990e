import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { markdownText, MAX_MARKDOWN_LENGTH, parseInline, parseMarkdown, parseMarkdownCounting, type Block } from './parse-markdown'

const text = (value: string) => ({ kind: 'text', text: value })
const ownImages = (url: string) => (url.startsWith('/storage/v1/object/public/article-images/') ? `http://127.0.0.1:54321${url}` : null)

describe('parseMarkdown', () => {
  it('reads headings one level below the page title, paragraphs, lists, quotes and images of the portal', () => {
    const body = [
      '# Visuotinis susirinkimas',
      'Kviečiame visus narius.',
      'Antra eilutė.',
      '',
      '- darbotvarkė',
      '- rinkimai',
      '',
      '1. pirmas',
      '2. antras',
      '',
      '> Ateikite laiku.',
      '',
      '![Salė](/storage/v1/object/public/article-images/u1/sale.jpg)',
      '![Svetimas](https://example.org/a.jpg)',
    ].join('\n')
    expect(parseMarkdown(body, { imageSrc: ownImages })).toEqual([
      { kind: 'heading', level: 2, children: [text('Visuotinis susirinkimas')] },
      { kind: 'paragraph', children: [text('Kviečiame visus narius. Antra eilutė.')] },
      { kind: 'list', ordered: false, items: [[text('darbotvarkė')], [text('rinkimai')]] },
      { kind: 'list', ordered: true, items: [[text('pirmas')], [text('antras')]] },
      { kind: 'quote', children: [{ kind: 'paragraph', children: [text('Ateikite laiku.')] }] },
      { kind: 'image', src: 'http://127.0.0.1:54321/storage/v1/object/public/article-images/u1/sale.jpg', alt: 'Salė' },
    ])
  })

  it('makes the top heading level of a body h2, whatever it used, and keeps the steps below it', () => {
    expect(parseMarkdown('## Pirma\n\n### Antra\n\n## Trečia').map((block) => (block.kind === 'heading' ? block.level : null))).toEqual([2, 3, 2])
  })

  it('reads a picture and a link written with <…> or a "title", as the database accepts them', () => {
    expect(parseMarkdown('![Salė](</storage/v1/object/public/article-images/u1/sale.jpg> "Salė iš vidaus")', { imageSrc: ownImages })).toEqual([
      { kind: 'image', src: 'http://127.0.0.1:54321/storage/v1/object/public/article-images/u1/sale.jpg', alt: 'Salė' },
    ])
    expect(parseInline('[čia](https://example.org/a "Programa")')).toEqual([{ kind: 'link', href: 'https://example.org/a', children: [text('čia')] }])
  })

  it('keeps HTML as text: nothing in a body becomes markup', () => {
    expect(parseMarkdown('<script>alert(1)</script> <b>x</b>')).toEqual([{ kind: 'paragraph', children: [text('<script>alert(1)</script> <b>x</b>')] }])
  })
})

describe('parseInline', () => {
  it('reads strong text, emphasis, links, autolinks, escapes and line breaks', () => {
    expect(parseInline('**Svarbu:** *kviečiame* [čia](https://example.org/a) ir <mailto:info@example.org> \\*ne\\*  \nnauja')).toEqual([
      { kind: 'strong', children: [text('Svarbu:')] },
      text(' '),
      { kind: 'emphasis', children: [text('kviečiame')] },
      text(' '),
      { kind: 'link', href: 'https://example.org/a', children: [text('čia')] },
      text(' ir '),
      { kind: 'link', href: 'mailto:info@example.org', children: [text('info@example.org')] },
      text(' *ne*'),
      { kind: 'break' },
      text('nauja'),
    ])
  })

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/vidinis'])('keeps only the words of a link to %s', (url) => {
    expect(parseInline(`[spausk](${url})`)).toEqual([text('spausk')])
  })

  it('leaves snake_case words alone', () => {
    expect(parseInline('failas_pavadinimas_ok')).toEqual([text('failas_pavadinimas_ok')])
  })
})

describe('markdownText', () => {
  it('gives the words without markup', () => {
    expect(markdownText(parseMarkdown('## Antraštė\n\n**Labas** [pasauli](https://example.org)\n\n- a\n- b'))).toBe('Antraštė Labas pasauli a b')
  })
})

describe('bodies written to be slow', () => {
  /** Lines of every block and inline kind that a backtracking pattern would take long over, about `n` characters each. */
  const adversarial: Record<string, (n: number) => string> = {
    'a heading and spaces': (n) => `# Naujienos${' '.repeat(n)}`,
    'a heading, spaces and a word': (n) => `# Naujienos${' '.repeat(n)}x`,
    'a heading and closing #s': (n) => `# a${' #'.repeat(n / 2)}x`,
    "a line of #'s": (n) => '#'.repeat(n),
    'a heading, then #s and spaces in turn': (n) => `## x${'# '.repeat(n / 2)}\u2028`,
    "a run of *'s": (n) => '*'.repeat(n),
    "a run of *'s around a word": (n) => `${'*'.repeat(n / 2)}a${'*'.repeat(n / 2)}`,
    "a run of **'s, never closed": (n) => `**${'a *'.repeat(n / 3)}`,
    "*'s before words": (n) => '*a'.repeat(n / 2),
    "a run of _'s": (n) => '_'.repeat(n),
    "_'s between words": (n) => 'a_'.repeat(n / 2),
    'strong inside emphasis, deep': (n) => `${'*_'.repeat(n / 4)}x${'_*'.repeat(n / 4)}`,
    "a run of ['s": (n) => '['.repeat(n),
    "['s before one ](": (n) => `${'['.repeat(n / 2)}a](${'x'.repeat(n / 2)}`,
    'links never closed': (n) => '[a]('.repeat(n / 4),
    'a link address of spaces': (n) => `[a](x${' '.repeat(n)}`,
    'a link title never closed': (n) => `[a](x "${'t'.repeat(n)}`,
    'links in links': (n) => `${'['.repeat(n / 2)}${'](x)'.repeat(n / 8)}`,
    'parentheses in an address': (n) => `[a](${'(x'.repeat(n / 2)}`,
    'a picture address of spaces': (n) => `![a](x${' '.repeat(n)}y`,
    'a picture address of spaces then a quote': (n) => `![a](x${' '.repeat(n)}"`,
    'a picture alt never closed': (n) => `![${'a'.repeat(n)}`,
    'backticks': (n) => '`'.repeat(n),
    "a run of >'s": (n) => '>'.repeat(n),
    'quotes in quotes': (n) => `${'> '.repeat(n / 2)}x`,
    'a line of list markers': (n) => '- '.repeat(n / 2),
    'list items on every line': (n) => '- a\n'.repeat(n / 4),
    'continued list items': (n) => `- a\n${'  b\n'.repeat(n / 4)}`,
    'numbered markers': (n) => '1. '.repeat(n / 3),
    'long numbers': (n) => `${'1'.repeat(n)}. x`,
    'spaces': (n) => ' '.repeat(n),
    'spaces of every kind': (n) => ' \t\u00a0\u2003\u3000'.repeat(n / 5),
    'a paragraph of short lines': (n) => 'a\n'.repeat(n / 2),
    'breaks of two spaces': (n) => 'a  \n'.repeat(n / 4),
    'spaces before each line break': (n) => `a${' '.repeat(50)}\n`.repeat(n / 52),
    "autolinks never closed": (n) => '<http://'.repeat(n / 8),
    "a run of <'s": (n) => '<'.repeat(n),
    'backslashes': (n) => '\\'.repeat(n),
  }

  // Each scanner step reads one character; a body costs a constant number of them per
  // character, and twice the body costs twice the steps, not four times.
  it.each(Object.entries(adversarial))('reads %s in steps proportional to its length', (_, make) => {
    const short = make(20_000)
    const long = make(40_000)
    const { steps: shortSteps } = parseMarkdownCounting(short)
    const { steps: longSteps } = parseMarkdownCounting(long)
    expect(shortSteps).toBeLessThanOrEqual(30 * short.length + 100)
    expect(longSteps).toBeLessThanOrEqual(30 * long.length + 100)
    expect(longSteps).toBeLessThanOrEqual(2.2 * shortSteps + 100)
  })

  it('reads each of them at the longest length the database allows, in a worker that is stopped if it takes too long', async () => {
    const bodies = Object.values(adversarial).map((make) => make(MAX_MARKDOWN_LENGTH))
    // The worker imports the module itself (Node strips its types), so a parse that never ends
    // can be stopped; the limit is generous, several times what the whole run takes.
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads')
       import(workerData.module).then(({ parseMarkdown }) => {
         for (const body of workerData.bodies) parseMarkdown(body)
         parentPort.postMessage('done')
       })`,
      { eval: true, workerData: { module: pathToFileURL(resolve('src/lib/markdown/parse-markdown.ts')).href, bodies } },
    )
    const outcome = await new Promise<string>((resolve) => {
      const limit = setTimeout(() => resolve('stopped at the limit'), 20_000)
      worker.on('message', (message: string) => {
        clearTimeout(limit)
        resolve(message)
      })
      worker.on('error', (error) => {
        clearTimeout(limit)
        resolve(String(error))
      })
    })
    await worker.terminate()
    expect(outcome).toBe('done')
  }, 30_000)

  it('nests quotes, emphasis and links only so deep, and keeps the rest as text', () => {
    const deep = parseMarkdown(`${'> '.repeat(20)}x`)
    let depth = 0
    for (let block: Block | undefined = deep[0]; block?.kind === 'quote'; block = block.children[0]) depth++
    expect(depth).toBe(8)
    expect(markdownText(deep)).toBe(`${'> '.repeat(12).trim()} x`)
    expect(markdownText(parseMarkdown(`${'*_'.repeat(20)}x${'_*'.repeat(20)}`))).toContain('x')
  })

  it('reads no further than the longest body the database allows', () => {
    const body = `${'a'.repeat(MAX_MARKDOWN_LENGTH)}b`
    expect(markdownText(parseMarkdown(body))).toBe('a'.repeat(MAX_MARKDOWN_LENGTH))
  })
})
