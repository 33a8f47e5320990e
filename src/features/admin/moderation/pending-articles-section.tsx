import { useQuery } from '@tanstack/react-query'
import { articleMessages } from '@/features/news/editor/messages'
import { ArticleNotDecidedError, useApproveArticle, useRejectArticle } from './article-mutations'
import { DecisionSection } from './decision-section'
import { PendingArticleCard } from './pending-article-card'
import { moderationQueries } from './queries'

/** Articles the managers of directory entries wrote, oldest first: administrators publish them or reject them with a reason. */
export function PendingArticlesSection() {
  const list = useQuery(moderationQueries.pendingArticles())
  const approve = useApproveArticle()
  const reject = useRejectArticle()
  return (
    <DecisionSection
      label="Straipsniai, laukiantys patvirtinimo"
      intro="Katalogo įrašų valdytojų parašyti straipsniai, seniausi pirmi. Patvirtintas straipsnis iškart paskelbiamas puslapyje „Naujienos“; atmesto priežastį autorius mato savo paskyroje."
      list={list}
      title={(article) => article.title}
      approve={approve}
      reject={reject}
      notDecided={ArticleNotDecidedError}
      texts={articleMessages.moderation}
      rejectDialog={{ action: 'Atmesti straipsnį', audience: 'Priežastį matys straipsnį parašęs įrašo valdytojas savo paskyroje.' }}
      renderCard={(article, handlers) => <PendingArticleCard article={article} {...handlers} />}
    />
  )
}
