import { describe, expect, it } from 'vitest'
import { escapeJsonForHtml, pageDataScript, readPageDataScript } from './page-data-script'

describe('the page data block', () => {
  it('escapes what could end the element, open a comment or break a script parser', () => {
    const text = escapeJsonForHtml({ body: '</script><!--<script>&\u2028\u2029' })
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toBe('{"body":"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u0026\\u2028\\u2029"}')
    expect(JSON.parse(text)).toEqual({ body: '</script><!--<script>&\u2028\u2029' })
  })

  it('round-trips through a document as inert data', () => {
    const snapshot = { path: '/renginiai', revision: 42, values: { events: [{ title: 'Joninės </script> & <b>laužas</b>' }] } }
    document.body.innerHTML = `<div id="root"></div>${pageDataScript(snapshot)}`
    expect(document.querySelectorAll('b')).toHaveLength(0)
    expect(readPageDataScript(document)).toEqual(snapshot)
  })

  it('answers null for the app shell and for a block that is not a snapshot', () => {
    document.body.innerHTML = '<div id="root"></div>'
    expect(readPageDataScript(document)).toBeNull()
    document.body.innerHTML = '<script type="application/json" id="page-data">{"path":1}</script>'
    expect(readPageDataScript(document)).toBeNull()
    document.body.innerHTML = '<script type="application/json" id="page-data">{nope</script>'
    expect(readPageDataScript(document)).toBeNull()
  })
})
