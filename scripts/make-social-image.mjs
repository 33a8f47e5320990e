// Draws public/og-image.png, the 1200×630 picture link previews show (og:image), in Chromium.
// Flat colours and one typeface keep the PNG small. Run again after changing the design:
//   node scripts/make-social-image.mjs
import { statSync } from 'node:fs'
import { chromium } from '@playwright/test'

const out = new URL('../public/og-image.png', import.meta.url)

const html = `<!doctype html>
<html lang="lt"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; background: #14532d; color: #fff; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
         display: flex; flex-direction: column; justify-content: center; padding: 0 96px; }
  .flag { display: flex; flex-direction: column; width: 168px; height: 102px; margin-bottom: 56px; }
  .flag i { flex: 1; }
  h1 { font-size: 112px; font-weight: 700; letter-spacing: -2px; }
  p { margin-top: 28px; font-size: 44px; line-height: 1.3; color: #dcfce7; }
</style></head><body>
  <div class="flag"><i style="background:#fdb913"></i><i style="background:#006a44"></i><i style="background:#c1272d"></i></div>
  <h1>Lietuviai JK</h1>
  <p>Lietuvių bendruomenės portalas<br>Jungtinėje Karalystėje</p>
</body></html>`

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 })
await page.setContent(html)
await page.screenshot({ path: out.pathname, type: 'png' })
await browser.close()
console.log(`${out.pathname}: ${(statSync(out).size / 1024).toFixed(1)} KB`)
