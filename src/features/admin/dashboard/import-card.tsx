import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Database } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { notify } from '@/lib/toast'
import { adminQueries } from '../access/queries'
import { adminMessages } from '../messages'

type ImportState = 'idle' | 'importing' | 'done'

const buttonLabels: Record<ImportState, string> = {
  idle: 'Importuoti katalogą',
  importing: 'Importuojama...',
  done: 'Importuota',
}

/** Adds the directory entries compiled into the app that the database lacks. */
export function ImportCard() {
  const [state, setState] = useState<ImportState>('idle')
  const queryClient = useQueryClient()
  const { import: text } = adminMessages

  async function handleImport() {
    setState('importing')
    try {
      // Loaded on the click: the directories' data stays out of the dashboard's chunk.
      const { importDirectory } = await import('./import-directory')
      const { added } = await importDirectory()
      if (added === 0) {
        notify.info(...text.complete)
        setState('idle')
        return
      }
      notify.success(text.added, text.addedText(added))
      setState('done')
      await queryClient.invalidateQueries({ queryKey: adminQueries.all() })
    } catch (error) {
      console.error('Directory import failed:', error)
      notify.error(...text.failure)
      setState('idle')
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database aria-hidden className="size-5 text-brand-700" />
          Katalogo importas
        </CardTitle>
        <CardDescription>
          Įkelia į duomenų bazę ir paskelbia portalo katalogo įrašus, kurių joje dar nėra (po 50 įrašų). Esami įrašai, taip pat
          archyvuoti, nekeičiami.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={handleImport} disabled={state !== 'idle'}>
          {buttonLabels[state]}
        </Button>
      </CardContent>
    </Card>
  )
}
