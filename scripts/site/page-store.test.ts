// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PageStore } from './page-store.mjs'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pages-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(`${root}.server`, { recursive: true, force: true })
})

const meta = { status: 200, type: 'text/html; charset=utf-8', dataKeys: ['events'], dataBytes: 10 }
const manifestFile = () => join(`${root}.server`, 'pages.json')

describe('PageStore', () => {
  it('writes the manifest once for a batch of pages, when asked, not once per page', () => {
    const store = new PageStore(root)
    for (let i = 0; i < 50; i += 1) store.put(`/renginys/r-${i}`, `<h1>${i}</h1>`, meta)
    expect(existsSync(manifestFile())).toBe(false)
    store.revision = 7
    store.save()
    const saved = JSON.parse(readFileSync(manifestFile(), 'utf8'))
    expect(saved.revision).toBe(7)
    expect(Object.keys(saved.pages)).toHaveLength(50)
    expect(new PageStore(root).get('/renginys/r-3')?.bytes('identity').toString()).toBe('<h1>3</h1>')
  })

  it('keeps a page on disk, not in memory, and leaves its files alone when its bytes did not change', () => {
    const store = new PageStore(root)
    store.put('/renginiai', '<h1>Renginiai</h1>', meta)
    const file = join(root, 'renginiai', 'index.html')
    const written = readFileSync(`${file}.br`)
    rmSync(file)
    store.put('/renginiai', '<h1>Renginiai</h1>', meta)
    expect(existsSync(file)).toBe(false)
    expect(readFileSync(`${file}.br`)).toEqual(written)
    store.put('/renginiai', '<h1>Renginiai šiandien</h1>', meta)
    expect(store.get('/renginiai')?.bytes('identity').toString()).toBe('<h1>Renginiai šiandien</h1>')
  })

  it('keeps the files and validators of a page rendered again with only a newer revision', () => {
    const store = new PageStore(root)
    const page = (revision: number, text: string) => `<h1>${text}</h1><script type="application/json" id="page-data">{"path":"/bendruomenes","revision":${revision},"values":{}}</script>`
    const first = store.put('/bendruomenes?puslapis=2', page(4, 'Bendruomenės'), meta)
    const file = join(root, 'bendruomenes', 'puslapis-2.html')
    expect(readFileSync(file, 'utf8')).toContain('"revision":4')
    const again = store.put('/bendruomenes?puslapis=2', page(9, 'Bendruomenės'), { ...meta, dataKeys: ['directory-list:communities:puslapis=2'] })
    expect(again.etag).toBe(first.etag)
    expect(readFileSync(file, 'utf8')).toContain('"revision":4')
    expect(store.meta('/bendruomenes?puslapis=2')?.dataKeys).toEqual(['directory-list:communities:puslapis=2'])
    expect(store.put('/bendruomenes?puslapis=2', page(10, 'Kitos bendruomenės'), meta).etag).not.toBe(first.etag)
  })

  it('takes a page that is gone off the disk, answering it from memory', () => {
    const store = new PageStore(root)
    store.put('/mokykla/pasaka', '<h1>Pasaka</h1>', meta)
    store.put('/mokykla/pasaka', '<h1>Puslapio nebėra</h1>', { ...meta, status: 410 })
    expect(existsSync(join(root, 'mokykla', 'pasaka', 'index.html'))).toBe(false)
    expect(existsSync(join(root, 'mokykla', 'pasaka', 'index.html.gz'))).toBe(false)
    expect(store.get('/mokykla/pasaka')?.status).toBe(410)
    expect(store.get('/mokykla/pasaka')?.bytes('identity').toString()).toBe('<h1>Puslapio nebėra</h1>')
  })
})
