import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { cn } from '@/lib/cn'
import { withElements } from '@/lib/i18n/with-elements'
import { m } from '@/paraglide/messages'

type TermsConsentProps = {
  /** What the button beside it does: sends something (the default) or opens an account. */
  action?: 'send' | 'register'
  className?: string
}

/**
 * The one line beside every contribution form's submit button: sending is agreeing to the terms
 * of use. They open in a new tab, so the form keeps what was typed.
 */
export function TermsConsent({ action = 'send', className }: TermsConsentProps) {
  const link = (
    <Link to={paths.terms} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
      {m.terms_consent_link()}
      <span className="sr-only">{m.terms_consent_new_tab()}</span>
    </Link>
  )
  return <p className={cn('text-sm text-slate-700', className)}>{withElements(action === 'register' ? m.terms_consent_register : m.terms_consent_send, { link })}</p>
}
