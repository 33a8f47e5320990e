import type { ReactNode } from 'react'

/** A form's error as a whole, announced when it appears; renders nothing without one. Give it an id for aria-describedby. */
export function FormAlert({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  )
}
