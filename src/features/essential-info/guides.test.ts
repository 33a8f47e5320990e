/// <reference types="node" />
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { authorities, guides } from '@/features/essential-info/reference-content'

describe('useful forms and guides', () => {
  it('each shipped file exists and its stated size is the real one', () => {
    for (const guide of guides().filter((g) => g.href.startsWith('/files/'))) {
      expect(statSync(join(process.cwd(), 'public', guide.href)).size, guide.name).toBe(guide.size)
    }
  })
  it('every other guide links to an official https source', () => {
    for (const guide of guides().filter((g) => !g.href.startsWith('/files/'))) expect(guide.href).toMatch(/^https:\/\/(www\.)?(gov\.uk|nhs\.uk)\//)
  })
})

describe('UK authorities', () => {
  it('link to their official https sites and give phones as UK numbers', () => {
    for (const authority of authorities()) {
      expect(authority.website, authority.name).toMatch(/^https:\/\/(www\.gov\.uk|www\.nhs\.uk|uk\.mfa\.lt|www\.citizensadvice\.org\.uk)(\/|$)/)
    }
  })
})
