import { describe, expect, it } from 'vitest'
import { buildAtom } from './atom'

/** Every C0 control character and DEL, each as a member might paste it into a title. */
const controls = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].map((code) => String.fromCharCode(code))
const hex = (character: string) => `0x${character.charCodeAt(0).toString(16).padStart(2, '0')}`

function feedWith(text: string) {
  const entry = { url: 'https://lietuviai-jk.example/renginiai/ctl', title: `Ctl${text}title`, updated: '2027-05-01T10:00:00Z', category: `Kultūra${text}`, summary: `Prieš${text}po`, author: `Rasa${text}` }
  return buildAtom([entry], { title: 'Lietuviai JK: renginiai', siteUrl: 'https://lietuviai-jk.example', selfUrl: 'https://lietuviai-jk.example/renginiai/atom.xml' })
}

/** The feed as a strict XML parser reads it: null when it is not well-formed. */
function parsed(xml: string): Document | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  return document.getElementsByTagName('parsererror').length > 0 ? null : document
}

describe('buildAtom', () => {
  it.each(controls.map((character) => [hex(character), character]))('stays well-formed XML with %s in every text', (_, character) => {
    const document = parsed(feedWith(character))
    expect(document).not.toBeNull()
    const title = document!.querySelector('entry > title')!.textContent!
    // What XML allows is kept (a CR as a character reference, so a reader keeps it); the rest is dropped.
    expect(title).toBe(['\t', '\n', '\r', '\x7f'].includes(character) ? `Ctl${character}title` : 'Ctltitle')
  })

  it('drops the non-characters and lone surrogates XML forbids, and escapes markup', () => {
    const document = parsed(feedWith('\uFFFE\uFFFF\uD800<&>"\'\uDC00😀'))
    expect(document!.querySelector('entry > title')!.textContent).toBe('Ctl<&>"\'😀title')
  })
})
