import { useState } from 'react'
import { Flame, MessageSquare, Shield, Users } from 'lucide-react'
import { ChipFilter } from '@/components/chip-filter'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { topicCategoryLabels, topicGroups, type TopicCategory } from '@/data/chat'
import { countLabel, nouns } from '@/lib/plural'

const categories = Object.keys(topicCategoryLabels) as TopicCategory[]

export function TopicsTab() {
  const [category, setCategory] = useState<TopicCategory | ''>('')
  const shown = category ? topicGroups.filter((group) => group.category === category) : topicGroups
  const labels = categories.map((key) => topicCategoryLabels[key])

  return (
    <div className="space-y-6">
      <ChipFilter
        label="Temų kategorija"
        options={labels}
        value={category ? topicCategoryLabels[category] : ''}
        onChange={(label) => setCategory(categories.find((key) => topicCategoryLabels[key] === label) ?? '')}
      />
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((group) => (
          <li key={group.id}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="secondary">{topicCategoryLabels[group.category]}</Badge>
                  {group.trending && (
                    <Badge variant="destructive">
                      <Flame aria-hidden className="size-3" /> Populiaru
                    </Badge>
                  )}
                </div>
                <CardTitle>{group.title}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2 text-sm text-slate-800">
                <p>{group.description}</p>
                <ul aria-label="Žymės" className="flex flex-wrap gap-1">
                  {group.tags.map((tag) => (
                    <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                      #{tag}
                    </li>
                  ))}
                </ul>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                  <span className="flex items-center gap-1">
                    <MessageSquare aria-hidden className="size-4" /> {countLabel(group.posts, nouns.post)}
                  </span>
                  <span className="flex items-center gap-1">
                    <Users aria-hidden className="size-4" /> {countLabel(group.members, nouns.member)}
                  </span>
                </p>
                <p className="flex items-center gap-1 text-slate-700">
                  <Shield aria-hidden className="size-4" /> Moderatorius: {group.moderator}
                </p>
                <p className="text-slate-700">Paskutinė veikla: {group.lastActivity}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled>
          Sukurti naują temą
        </Button>
        <p className="text-sm text-slate-700">Naujų temų ir kambarių kūrimas dar kuriamas.</p>
      </div>
    </div>
  )
}
