import { escapeJsonForHtml } from '@/lib/page-data/page-data-script'
import { SITE_URL } from '@/lib/site-url'
import { getLocale, localizedHref, ogLocale, type Locale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'

export const SITE_NAME = 'Lietuviai JK'

/** The link-preview picture (public/og-image.png, drawn by scripts/make-social-image.mjs). */
const SOCIAL_IMAGE = { path: '/og-image.png', width: '1200', height: '630', alt: () => m.info_social_image_alt() }

type PageHeadProps = {
  title: string
  description: string
  /** Path of this page without its language, for the canonical and language links ('/bendruomenes'). */
  path?: string
  /**
   * Whether the page's main content exists in English as well as Lithuanian (default: yes). An item
   * shown in Lithuanian on an English page is no English version: the English address names the
   * Lithuanian page as canonical, and neither claims the other as an alternate.
   */
  translated?: boolean
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>
  noIndex?: boolean
  /** The link preview's picture (an absolute address) instead of the site's own. */
  image?: { url: string; alt: string }
  /** An article's preview: Open Graph type 'article' with its times and section (`article:published_time`…). */
  article?: { published_time: string; modified_time: string; section: string }
}

/**
 * The one place that writes <head>: title, description, canonical, Open Graph and JSON-LD.
 * React 19 hoists <title>, <meta> and <link> into <head> itself, so no head library ships in
 * the first load (docs/decisions/001-native-document-metadata.md).
 */
export function PageHead({ title, description, path, translated = true, jsonLd, noIndex, image, article }: PageHeadProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  const locale = getLocale()
  const urlIn = (language: Locale) => (path === undefined ? undefined : `${SITE_URL}${localizedHref(path, language)}`)
  const url = translated ? urlIn(locale) : urlIn('lt')
  const other: Locale = locale === 'lt' ? 'en' : 'lt'
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:locale" content={ogLocale[locale]} />
      {translated && <meta property="og:locale:alternate" content={ogLocale[other]} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:image" content={image?.url ?? `${SITE_URL}${SOCIAL_IMAGE.path}`} />
      {!image && <meta property="og:image:width" content={SOCIAL_IMAGE.width} />}
      {!image && <meta property="og:image:height" content={SOCIAL_IMAGE.height} />}
      <meta property="og:image:alt" content={image?.alt ?? SOCIAL_IMAGE.alt()} />
      {article &&
        Object.entries(article).map(([name, value]) => <meta key={name} property={`article:${name}`} content={value} />)}
      {/* X and other readers of Twitter cards take the title, description and image from Open Graph. */}
      <meta name="twitter:card" content="summary_large_image" />
      {url && <link rel="canonical" href={url} />}
      {url && translated && <link rel="alternate" hrefLang="lt" href={urlIn('lt')} />}
      {url && translated && <link rel="alternate" hrefLang="en" href={urlIn('en')} />}
      {url && translated && <link rel="alternate" hrefLang="x-default" href={urlIn('lt')} />}
      {url && <meta property="og:url" content={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON-LD must be raw JSON, escaped as the page data is so the data can never close the script tag.
          dangerouslySetInnerHTML={{ __html: escapeJsonForHtml(jsonLd) }}
        />
      )}
    </>
  )
}
