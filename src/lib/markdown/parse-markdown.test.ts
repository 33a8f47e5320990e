import { describe, expect, it } from 'vitest'
import { markdownText, parseInline, parseMarkdown } from './parse-markdown'

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
