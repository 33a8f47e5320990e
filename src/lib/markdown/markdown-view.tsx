import type { ReactNode } from 'react'
import type { Block, Inline } from './parse-markdown'

function InlineNodes({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'break':
        return <br key={index} />
      case 'strong':
        return (
          <strong key={index}>
            <InlineNodes nodes={node.children} />
          </strong>
        )
      case 'emphasis':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        )
      case 'link': {
        // Another site's page opens in a new tab and learns nothing of this one.
        const external = /^https?:/i.test(node.href)
        return (
          <a key={index} href={node.href} className="text-brand-700 underline" {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
            <InlineNodes nodes={node.children} />
            {external && <span className="sr-only"> (atidaroma naujame lange)</span>}
          </a>
        )
      }
    }
  })
}

/** A body read by `parseMarkdown` as elements: React writes every word as text, never as markup. */
export function MarkdownView({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const Heading = `h${block.level}` as const
        return (
          <Heading key={index} className={block.level === 2 ? 'mt-8 text-2xl font-bold' : 'mt-6 text-xl font-semibold'}>
            <InlineNodes nodes={block.children} />
          </Heading>
        )
      }
      case 'paragraph':
        return (
          <p key={index} className="mt-4 leading-relaxed">
            <InlineNodes nodes={block.children} />
          </p>
        )
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul'
        return (
          <List key={index} className={`mt-4 space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineNodes nodes={item} />
              </li>
            ))}
          </List>
        )
      }
      case 'quote':
        return (
          <blockquote key={index} className="mt-4 border-l-4 border-brand-200 pl-4 text-slate-800 italic">
            <MarkdownView blocks={block.children} />
          </blockquote>
        )
      case 'image':
        return <img key={index} src={block.src} alt={block.alt} loading="lazy" className="mt-6 w-full rounded-lg" />
    }
  })
}
