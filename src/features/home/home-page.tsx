import { PageHead, SITE_NAME } from '@/components/page-head'

export function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <PageHead
        title={SITE_NAME}
        description="Lietuvių bendruomenių, mokyklų, kolektyvų, sporto klubų ir verslo katalogas Jungtinėje Karalystėje."
        path="/"
      />
      <h1 className="text-4xl font-bold">Lietuviai Jungtinėje Karalystėje</h1>
    </div>
  )
}
