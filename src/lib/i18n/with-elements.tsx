import { Fragment, type ReactNode } from 'react'

/** Marks where an element goes in a message's text; no message contains it. */
const MARK = '\u0000'

/**
 * A message with elements in its sentence (a link, a `<time>`), so each language places them
 * where its own word order needs them: `message` is called with every placeholder marked, and
 * each mark is replaced by that placeholder's element.
 *
 *     withElements(m.info_travel_no_articles, { link: <Link to={paths.news}>{m.info_travel_news_page()}</Link> })
 */
export function withElements<K extends string>(message: (inputs: Record<K, string>) => string, elements: Record<K, ReactNode>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`])) as Record<K, string>
  return message(marks)
    .split(MARK)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{elements[part as K]}</Fragment>))
    .filter((part) => part !== '')
}
