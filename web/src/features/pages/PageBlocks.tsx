import type { PageBlock } from '../../api/pages'
import { BannerBlock } from './BannerBlock'
import { LinksBlock } from './LinksBlock'
import { MallItemsBlock } from './MallItemsBlock'
import { TextBlock } from './TextBlock'

/** A custom page's blocks in the operator's order; a kind the app does not know yet is left out. */
export function PageBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${index}-${block.kind}`
        switch (block.kind) {
          case 'banner':
            return <BannerBlock key={key} block={block} />
          case 'text':
            return <TextBlock key={key} block={block} />
          case 'mall_items':
            return <MallItemsBlock key={key} block={block} />
          case 'links':
            return <LinksBlock key={key} block={block} />
          default:
            return null
        }
      })}
    </>
  )
}
