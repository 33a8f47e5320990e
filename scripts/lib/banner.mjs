/** @param {{ siteUrl: string, apiUrl: string, embedded: boolean }} urls */
export function printBanner({ siteUrl, apiUrl, embedded }) {
  const lines = [
    '',
    `  Portalas:        ${siteUrl}`,
    `  Supabase API:    ${apiUrl}${embedded ? ' (įterptinis)' : ''}`,
  ]
  if (embedded) {
    lines.push(
      `  Laiškai (dev):   ${apiUrl}/__dev/mail`,
      '  Paskyros:        admin@bendruomene.test / Admin123!  (administratorius)',
      '                   narys@bendruomene.test / Narys123!  (narys)',
    )
  }
  lines.push('  Sustabdyti: Ctrl-C', '')
  console.log(lines.join('\n'))
}
