import { useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { ContactCard } from './contact-card'
import { useSetContactStatusMutation } from './mutations'
import { contactQueries } from './queries'

export function AdminContactsPage() {
  const list = useQuery(contactQueries.list())
  const setStatus = useSetContactStatusMutation()
  const text = adminMessages.contacts
  useLoadErrorToast(list.isError, text.loadFailed)

  return (
    <div className="space-y-6">
      <PageHead title="Kontaktai" description="Užklausų administravimas." path={paths.admin.contacts} noIndex />
      <h1 className="text-3xl font-bold">Kontaktų užklausos</h1>
      {list.isPending ? (
        <p className="text-slate-700">{text.loading}</p>
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {text.loadFailed}
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center text-slate-700">{text.empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.data.map((contact) => (
            <li key={contact.id}>
              <ContactCard
                contact={contact}
                isUpdating={setStatus.isPending && setStatus.variables?.id === contact.id}
                onSetStatus={(status) =>
                  setStatus.mutate(
                    { id: contact.id, status },
                    {
                      onSuccess: () => notify.success(messages.success, text.updated),
                      onError: () => notify.error(messages.error, text.updateFailed),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
