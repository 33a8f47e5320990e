import { Outlet } from 'react-router-dom'

/** Admin shell. The access check and admin navigation arrive with the admin back office. */
export function AdminLayout() {
  return <Outlet />
}
