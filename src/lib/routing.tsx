import { forwardRef, useCallback, type ComponentPropsWithoutRef } from 'react'
import { Link as WouterLink, useLocation as useWouterLocation, useRouter, useSearch } from 'wouter'

/**
 * The app's routing, over wouter (docs/decisions/018-a-small-router.md): the route table's
 * Switch and Route, links, and the location as the pages read it. Everything imports routing
 * from here, so the router underneath can change in one file.
 */
export { Route, Router, Switch, useParams, useSearchParams } from 'wouter'

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'className'>

export type LinkProps = AnchorProps & { to: string; replace?: boolean; className?: string }

/** `to` as an address: a query or fragment alone stays on the current page ('?puslapis=2'; '?' alone clears the query). */
function useTarget(to: string): string {
  const [pathname] = useWouterLocation()
  if (to === '?') return pathname
  return to.startsWith('?') || to.startsWith('#') ? `${pathname}${to}` : to
}

/**
 * A link within the site: navigates without reloading; a modified or middle click opens as usual,
 * and so does a link meant for another tab (`target="_blank"`, so a half-filled form stays).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, ...props }, ref) {
  const target = useTarget(to)
  // A plain anchor: the router's base (an English page's '/en') is added here, as wouter's link would.
  const { base } = useRouter()
  if (props.target && props.target !== '_self') return <a ref={ref} href={target === '/' && base ? base : `${base}${target}`} {...props} />
  return <WouterLink ref={ref} to={target} replace={replace} {...props} />
})

export type NavLinkProps = AnchorProps & {
  to: string
  /** Active only on the exact path (else also on the pages below it). */
  end?: boolean
  className: string | ((state: { isActive: boolean }) => string)
}

/** Whether `pathname` is `to`'s page (or one below it, unless `end`). */
export const isActivePath = (pathname: string, to: string, end = false) =>
  pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`))

/** A navigation link that knows whether it is the current page: `aria-current="page"` and its class say so. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end, className, ...props }, ref) {
  const [pathname] = useWouterLocation()
  const isActive = isActivePath(pathname, to, end)
  return (
    <WouterLink
      ref={ref}
      to={useTarget(to)}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  )
})

/** The current address as the pages read it: path, query (with its '?') and fragment. */
export function useLocation(): { pathname: string; search: string; hash: string } {
  const [pathname] = useWouterLocation()
  // wouter hands the query decoded; written out again it reads as the address bar has it.
  const search = new URLSearchParams(useSearch()).toString()
  // The fragment is read where there is a document; the server and the tests' memory have none.
  const hash = typeof window === 'undefined' ? '' : window.location.hash
  return { pathname, search: search ? `?${search}` : '', hash }
}

export type NavigateOptions = { replace?: boolean }

/** Navigates within the site (to a path, with its query or fragment). */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const [, navigate] = useWouterLocation()
  return useCallback((to: string, options?: NavigateOptions) => navigate(to, options), [navigate])
}
