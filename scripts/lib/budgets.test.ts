import { describe, expect, it } from 'vitest'
import { budgets, judgeLighthouse, judgeLoad, judgeMainThread, median } from './budgets.mjs'

const cleanLoad = { jsKb: 86.3, cssKb: 7.6, requests: 7, heavy: [], axe: [], cls: 0 }
const sample = (blockingMs: number, cpuMs: number) => ({ blockingMs, cpuMs })

describe('judgeLoad', () => {
  it('passes a load within every budget', () => {
    expect(judgeLoad('/', cleanLoad)).toEqual([])
  })

  it('holds the home page to its own JS budget and other pages to the general one', () => {
    expect(judgeLoad('/', { ...cleanLoad, jsKb: 90 })).toEqual(['/: first-load JS 90.0 KB > 89.6 KB'])
    expect(judgeLoad('/en', { ...cleanLoad, jsKb: 90 })).toEqual(['/en: first-load JS 90.0 KB > 89.6 KB'])
    expect(judgeLoad('/bendruomenes', { ...cleanLoad, jsKb: 101 })).toEqual([])
    expect(judgeLoad('/bendruomenes', { ...cleanLoad, jsKb: budgets.routeJsKb + 1 })).toHaveLength(1)
    expect(judgeLoad('/pokalbiai', { ...cleanLoad, jsKb: 106 })).toEqual([])
    expect(judgeLoad('/pokalbiai', { ...cleanLoad, jsKb: 108 })).toEqual(['/pokalbiai: first-load JS 108.0 KB > 107.9 KB'])
  })

  it('fails heavy code only on the home page', () => {
    expect(judgeLoad('/', { ...cleanLoad, heavy: ['supabase-js'] })).toEqual(['/: first load includes supabase-js'])
    expect(judgeLoad('/paskyra', { ...cleanLoad, heavy: ['supabase-js'] })).toEqual([])
  })

  it('fails CSS, requests, axe violations and any layout shift', () => {
    const failures = judgeLoad('/x', { ...cleanLoad, cssKb: 16, requests: 61, axe: ['color-contrast (2)'], cls: 0.002 })
    expect(failures).toEqual([
      '/x: first-load CSS 16.0 KB > 15 KB',
      '/x: 61 requests > 60',
      '/x: axe color-contrast (2)',
      '/x: layout shift 0.002 > 0',
    ])
  })
})

describe('judgeLighthouse', () => {
  it('judges accessibility, best practices and SEO but never the performance score', () => {
    expect(judgeLighthouse('/', 'mobile', { performance: 40, accessibility: 100, 'best-practices': 100, seo: 100 })).toEqual([])
    expect(judgeLighthouse('/', 'mobile', { performance: 100, accessibility: 96, 'best-practices': 100, seo: 92 })).toEqual([
      '/: mobile accessibility 96 < 100',
      '/: mobile seo 92 < 100',
    ])
  })

  it('fails a page the back/forward cache cannot keep', () => {
    const scores = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 }
    expect(judgeLighthouse('/', 'mobile', { ...scores, failedAudits: ['bf-cache'] })).toEqual(['/: mobile audit bf-cache failed'])
    expect(judgeLighthouse('/', 'mobile', { ...scores, failedAudits: ['uses-http2'] })).toEqual([])
  })
})

describe('judgeMainThread', () => {
  const reference = [sample(60, 100), sample(50, 95), sample(70, 110)]

  it('compares medians, so one slow load does not decide', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(judgeMainThread('/a', [sample(80, 150), sample(900, 900), sample(90, 160)], reference)).toEqual([])
  })

  it('fails blocking time above 2.5× the reference page', () => {
    expect(judgeMainThread('/a', [sample(200, 150), sample(210, 150), sample(190, 150)], reference)).toEqual([
      '/a: main-thread blocking 200 ms > 160 ms (reference page 60 ms)',
    ])
  })

  it('allows the reference plus 100 ms when the reference is near zero', () => {
    const fast = [sample(4, 100), sample(5, 100), sample(6, 100)]
    expect(judgeMainThread('/a', [sample(100, 150)], fast)).toEqual([])
    expect(judgeMainThread('/a', [sample(110, 150)], fast)).toHaveLength(1)
  })

  it('fails CPU time above 3× the reference page even when it is sliced into short tasks', () => {
    expect(judgeMainThread('/a', [sample(0, 400)], reference)).toEqual(['/a: main-thread CPU 400 ms > 300 ms (3× the reference page\'s 100 ms)'])
  })
})
