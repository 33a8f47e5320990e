import type { ReactNode } from 'react'

type AdminListStateProps<Data> = {
  isPending: boolean
  isError: boolean
  data: Data | undefined
  isEmpty: (data: Data) => boolean
  loading: string
  loadFailed: string
  empty: string
  /** The list itself, once it has loaded and has rows. */
  children: (data: Data) => ReactNode
}

/** What every admin list shows while loading, when loading failed and when it is empty. */
export function AdminListState<Data>({ isPending, isError, data, isEmpty, loading, loadFailed, empty, children }: AdminListStateProps<Data>) {
  if (isPending) return <p className="text-slate-700">{loading}</p>
  if (isError || data === undefined) {
    return (
      <p role="alert" className="text-red-700">
        {loadFailed}
      </p>
    )
  }
  if (isEmpty(data)) return <p className="rounded-lg bg-slate-50 p-8 text-center text-slate-700">{empty}</p>
  return <>{children(data)}</>
}
