import { m } from '@/paraglide/messages'
import type { ReactNode } from 'react'

export type HeroStat = { value: string; label: string }

type DirectoryHeroProps = { title: string; lead: string; stats?: readonly HeroStat[]; children?: ReactNode }

/** The list pages' hero: the page's one h1, a lead and figures counted from the entries listed below. */
export function DirectoryHero({ title, lead, stats = [], children }: DirectoryHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{lead}</p>
        {stats.length > 0 && (
          <figure className="mt-8">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {stats.map((stat) => (
                <div key={stat.label} className="rounded-lg bg-white/10 px-4 py-3">
                  <dt className="text-sm text-brand-50">{stat.label}</dt>
                  <dd data-figure="counted" className="text-2xl font-bold">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
            <figcaption className="mt-3 text-sm text-brand-50">{m.list_figures_note()}</figcaption>
          </figure>
        )}
        {children}
      </div>
    </section>
  )
}
