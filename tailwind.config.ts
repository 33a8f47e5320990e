import type { Config } from 'tailwindcss'

/**
 * The portal's theme, in one typed source: the stylesheet loads it with `@config`
 * (src/index.css) and the contrast test reads the same colours (src/styles/theme-contrast.test.ts).
 * Brand colours come from the Lithuanian flag, darkened where text sits on them (WCAG 4.5:1).
 * Breakpoints and radii are Tailwind's defaults.
 */
export const brandColors = {
  brand: {
    50: '#ecfdf3',
    100: '#d1fae1',
    600: '#04704a',
    700: '#005c3b',
    800: '#03472f',
    900: '#053725',
  },
  accent: {
    400: '#fdb913',
    500: '#e5a200',
  },
  flag: {
    red: '#c1272d',
  },
} as const

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: brandColors,
      fontFamily: {
        sans: ['system-ui', '-apple-system', "'Segoe UI'", 'Roboto', "'Helvetica Neue'", 'Arial', "'Noto Sans'", 'sans-serif'],
      },
    },
  },
} satisfies Config
