import { Helmet } from 'react-helmet-async'

export const SITE_NAME = 'Lietuviai JK'

type PageHeadProps = {
  title: string
  description: string
  /** Path of this page, for the canonical link ('/bendruomenes'). */
  path?: string
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>
  noIndex?: boolean
}

/** The one place that writes <head>: title, description, canonical, Open Graph and JSON-LD. */
export function PageHead({ title, description, path, jsonLd, noIndex }: PageHeadProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="lt_LT" />
      <meta property="og:site_name" content={SITE_NAME} />
      {path !== undefined && <link rel="canonical" href={`${origin}${path}`} />}
      {path !== undefined && <meta property="og:url" content={`${origin}${path}`} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </Helmet>
  )
}
