import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** A message as messages/<locale>.json holds it: text, or variants chosen by a plural. */
type Variants = { declarations: string[]; selectors: string[]; match: Record<string, string> }
type Catalogue = Record<string, string | Variants[]>

/** The message files, one per area and language, as project.inlang/settings.json lists them. */
const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as { 'plugin.inlang.messageFormat': { pathPattern: string[] } }
const pathPatterns = settings['plugin.inlang.messageFormat'].pathPattern

const readFile = (path: string): Catalogue => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(path, 'utf8')) as Catalogue & { $schema: string }
  return messages
}
const filesOf = (locale: string) => pathPatterns.map((pattern) => readFile(pattern.replace('{locale}', locale)))
const read = (locale: string): Catalogue => Object.assign({}, ...filesOf(locale)) as Catalogue
const lt = read('lt')
const en = read('en')

/** Every text a message can show. */
const textsOf = (message: string | Variants[]) => (typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match)))
/** The {placeholders} a message fills. */
const placeholdersOf = (message: string | Variants[]) => [...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])))].sort()
/** The plural categories a message's variants cover ('one', 'few'…). */
const categoriesOf = (message: Variants[]) => message.flatMap((variant) => Object.keys(variant.match).map((key) => key.split('=')[1])).sort()

describe('the UI messages', () => {
  it('name each message in one file only (a second definition would silently win)', () => {
    for (const locale of ['lt', 'en']) {
      const keys = filesOf(locale).flatMap((file) => Object.keys(file))
      expect(keys.filter((key, index) => keys.indexOf(key) !== index), locale).toEqual([])
    }
  })

  it('exist in both languages, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(lt).sort())
    for (const key of Object.keys(lt)) expect(placeholdersOf(en[key]), key).toEqual(placeholdersOf(lt[key]))
  })

  it('give every Lithuanian plural all four forms and every English one both (a missing form would show the key)', () => {
    const plurals = Object.keys(lt).filter((key) => typeof lt[key] !== 'string')
    expect(plurals.length).toBeGreaterThan(0)
    for (const key of plurals) {
      expect(categoriesOf(lt[key] as Variants[]), key).toEqual(['few', 'many', 'one', 'other'])
      expect(categoriesOf(en[key] as Variants[]), key).toEqual(['one', 'other'])
    }
  })

  it('are never empty, and the English ones hold no Lithuanian letters', () => {
    for (const [key, message] of [...Object.entries(lt), ...Object.entries(en)]) for (const text of textsOf(message)) expect(text.trim(), key).not.toBe('')
    for (const [key, message] of Object.entries(en)) for (const text of textsOf(message)) expect(text, key).not.toMatch(/[ąčęėįšųūž]/i)
  })
})
