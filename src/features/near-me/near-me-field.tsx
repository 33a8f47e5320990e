import { useId, useRef, useState, type FormEvent } from 'react'
import { LocateFixed } from 'lucide-react'
import { FilterSelect } from '@/components/directory/filter-select'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { radiusOptions } from './radius'
import { m } from '@/paraglide/messages'
import type { useNearOrigin } from './use-near-origin'

type NearMeFieldProps = {
  /** The place in the address ('LS6'), which the field shows until the visitor types another. */
  place: string
  near: ReturnType<typeof useNearOrigin>
  radius: string
  onRadiusChange: (value: string) => void
}

/**
 * One field for a postcode or its first part, and 'Mano vieta', which asks for the visitor's
 * position only when pressed. A postcode the page cannot place, a refused permission or a
 * timeout each say why and put the focus back in the field, its text kept.
 */
export function NearMeField({ place, near, radius, onRadiusChange }: NearMeFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(place)
  // The address wins when it changes (a cleared filter, the district of 'Mano vieta').
  const [shownPlace, setShownPlace] = useState(place)
  if (place !== shownPlace) {
    setShownPlace(place)
    setText(place)
  }
  const { state } = near
  const error = state.kind === 'error' ? state.message : null

  const search = async (event: FormEvent) => {
    event.preventDefault()
    if (!(await near.search(text))) input.current?.focus()
  }
  const locate = async () => {
    if (!(await near.locate())) input.current?.focus()
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {m.near_title()}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {m.near_hint()}
      </p>
      <div className="mt-3 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] lg:grid-cols-[minmax(0,1fr)_auto_auto_minmax(0,12rem)]">
        <form onSubmit={search} noValidate className="contents">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-postcode`} className="text-sm font-medium text-slate-800">
              {m.near_postcode_label()}
            </label>
            <Input
              ref={input}
              id={`${id}-postcode`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={m.near_postcode_placeholder()}
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-message`}
            />
          </div>
          <Button type="submit">{m.near_sort()}</Button>
        </form>
        <Button type="button" variant="outline" onClick={locate}>
          <LocateFixed aria-hidden /> {m.near_my_location_button()}
        </Button>
        <FilterSelect label={m.near_radius_label()} allLabel={m.near_radius_any()} options={radiusOptions()} value={radius} onChange={onRadiusChange} />
      </div>
      <p id={`${id}-message`} aria-live="polite" className={error ? 'mt-2 text-sm font-medium text-red-800' : 'mt-2 text-sm text-slate-700'}>
        {state.kind === 'error' || state.kind === 'busy' ? state.message : ''}
      </p>
    </section>
  )
}
