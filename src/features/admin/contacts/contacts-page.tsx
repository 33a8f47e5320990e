import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { pageCount, Pagination, usePageNumber } from '@/components/pagination'
import { messages } from '@/lib/messages'
import { countLabel } from '@/lib/plural'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { ContactCard } from './contact-card'
import { useSetContactStatusMutation } from './mutations'
import { CONTACTS_PAGE_SIZE, contactQueries } from './queries'

const enquiryNoun = { one: 'užklausa', few: 'užklausos', other: 'užklausų' }

export function AdminContactsPage() {
  const page = usePageNumber()
  const list = useQuery(contactQueries.page(page))
  const setStatus = useSetContactStatusMutation()
  const text = adminMessages.contacts
  useLoadErrorToast(list.isError, text.loadFailed)
  const pages = pageCount(list.data?.total ?? 0, CONTACTS_PAGE_SIZE)

  return (
    <div className="space-y-6">
      <PageHead title="Kontaktai" description="Užklausų administravimas." path={paths.admin.contacts} noIndex />
      <h1 className="text-3xl font-bold">Kontaktų užklausos</h1>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(enquiries) => enquiries.total === 0}
        loading={text.loading}
        loadFailed={text.loadFailed}
        empty={text.empty}
      >
        {(enquiries) => (
          <>
            <p className="text-slate-700">Iš viso {countLabel(enquiries.total, enquiryNoun)}.</p>
            {enquiries.rows.length === 0 ? (
              <p className="rounded-lg bg-slate-50 p-8 text-center text-slate-700">
                Šiame puslapyje užklausų nėra.{' '}
                <Link to={paths.admin.contacts} className="font-medium text-brand-700 underline">
                  Į pirmą puslapį
                </Link>
              </p>
            ) : (
              <ul aria-label="Užklausos" aria-busy={list.isPlaceholderData} className="grid gap-4 lg:grid-cols-2">
                {enquiries.rows.map((contact) => (
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
            <Pagination page={page} pages={pages} label="Užklausų puslapiai" />
          </>
        )}
      </AdminListState>
    </div>
  )
}
