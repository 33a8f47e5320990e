import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Database } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { importOrganizations } from './import-organizations'

type ImportState = 'idle' | 'importing' | 'done'

const buttonLabels: Record<ImportState, string> = {
  idle: 'Importuoti organizacijas',
  importing: 'Importuojama...',
  done: 'Importuota',
}

export function ImportCard() {
  const [state, setState] = useState<ImportState>('idle')
  const queryClient = useQueryClient()
  const { import: text } = adminMessages

  async function handleImport() {
    setState('importing')
    try {
      const result = await importOrganizations()
      if (result.status === 'exists') {
        notify.error(...text.exists)
        setState('idle')
        return
      }
      notify.success(text.success, text.successText(result.count))
      setState('done')
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    } catch (error) {
      console.error('Organisation import failed:', error)
      notify.error(...text.failure)
      setState('idle')
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database aria-hidden className="size-5 text-brand-700" />
          Duomenų importas
        </CardTitle>
        <CardDescription>
          Įkelia portalo organizacijų sąrašą į duomenų bazę (po 50 įrašų). Galima tik kai organizacijų lentelė tuščia.
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
