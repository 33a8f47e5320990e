import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { messages } from '@/lib/messages'
import { ArticleEditor } from '@/features/news/editor/article-editor'
import { articleMessages } from '@/features/news/editor/messages'
import { m } from '@/paraglide/messages'
import { articleEditorQueries } from './queries'

type ArticleEditorSectionProps = {
  /** 'new', or the id of the article to edit. */
  target: string
  onCreated: (id: string) => void
  onClose: () => void
}

/** Loads the article to edit, then the editor (keyed by the article, so each starts from its own draft). */
export function ArticleEditorSection({ target, onCreated, onClose }: ArticleEditorSectionProps) {
  const isNew = target === 'new'
  const article = useQuery({ ...articleEditorQueries.detail(target), enabled: !isNew })
  if (isNew) return <ArticleEditor key="new" article={null} onCreated={onCreated} onClose={onClose} />
  if (article.isPending) return <p className="text-slate-700">{messages.loading}</p>
  if (article.isError || !article.data) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-700">
          {article.isError ? articleMessages.loadOneFailed : articleMessages.gone}
        </p>
        <Button variant="outline" onClick={onClose}>
          {m.news_editor_back_to_list()}
        </Button>
      </div>
    )
  }
  return <ArticleEditor key={article.data.id} article={article.data} onCreated={onCreated} onClose={onClose} />
}
