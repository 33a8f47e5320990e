import { describe, expect, it } from 'vitest'
import { brandColors } from '../../tailwind.config'

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const white = '#ffffff'
const { brand, accent, flag } = brandColors

// The pairs the pages use for text: every one must reach WCAG AA for normal text (4.5:1).
describe('theme colours (tailwind.config.ts) used for text', () => {
  it.each([
    ['brand-600 on white (links, focus ring)', brand[600], white],
    ['brand-700 on white (buttons, links)', brand[700], white],
    ['white on brand-700 (primary buttons)', white, brand[700]],
    ['white on brand-800 (heroes)', white, brand[800]],
    ['brand-50 on brand-800 (hero leads)', brand[50], brand[800]],
    ['brand-800 on brand-100 (filter chips)', brand[800], brand[100]],
    ['brand-900 on brand-50 (activity tags)', brand[900], brand[50]],
    ['slate-900 on accent-400 (accent buttons)', '#0f172a', accent[400]],
    ['slate-900 on accent-500 (accent buttons, hovered)', '#0f172a', accent[500]],
    ['flag red on white', flag.red, white],
  ])('%s', (_pair, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})
