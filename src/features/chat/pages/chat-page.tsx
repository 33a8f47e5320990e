import { useSearchParams } from 'react-router-dom'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AssistantTab } from '../components/assistant-tab'
import { MembersTab } from '../components/members-tab'
import { RoomsTab } from '../components/rooms-tab'
import { TopicsTab } from '../components/topics-tab'

const tabs = [
  ['kambariai', 'Kambariai'],
  ['temos', 'Temos'],
  ['asistentas', 'Asistentas'],
  ['nariai', 'Aktyvūs nariai'],
] as const
type TabKey = (typeof tabs)[number][0]

export function ChatPage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('skiltis')
  const tab: TabKey = tabs.some(([key]) => key === requested) ? (requested as TabKey) : 'kambariai'

  return (
    <>
      <PageHead title="Pokalbiai" description="Lietuvių bendruomenės pokalbių kambariai, temos, asistentas, atsakantis iš portalo katalogo, ir aktyvūs nariai." path={paths.chat} />
      <DirectoryHero title="Pokalbiai" lead="Kambariai, temos ir asistentas, padedantis rasti bendruomenę, mokyklą ar klubą." />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current)
                if (value === 'kambariai') next.delete('skiltis')
                else next.set('skiltis', value)
                return next
              },
              { replace: true },
            )
          }
        >
          <TabsList aria-label="Pokalbių skiltys">
            {tabs.map(([key, label]) => (
              <TabsTrigger key={key} value={key}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="kambariai">
            <RoomsTab />
          </TabsContent>
          <TabsContent value="temos">
            <TopicsTab />
          </TabsContent>
          <TabsContent value="asistentas">
            <AssistantTab />
          </TabsContent>
          <TabsContent value="nariai">
            <MembersTab />
          </TabsContent>
        </Tabs>
      </div>
    </>
  )
}
