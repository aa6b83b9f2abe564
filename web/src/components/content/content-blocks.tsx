import type { Block } from '../../api/content/get-page-by-slug.js'
import { FaqList } from './faq-list.js'

// Blocks are plain text from the content API: rendered as text nodes, never as HTML.
function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return <h2 className="prose__heading">{block.text}</h2>
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )
    case 'faq':
      return <FaqList items={block.items} />
    default:
      // A block kind newer than this client is skipped rather than breaking the page.
      return null
  }
}

export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="prose">
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </div>
  )
}
