import { unstableSetRender } from 'antd-mobile'
import { createRoot } from 'react-dom/client'

/** antd-mobile's imperative Dialog and Toast render through this on React 19. */
unstableSetRender((node, container) => {
  const root = createRoot(container)
  root.render(node)
  return async () => {
    await Promise.resolve()
    root.unmount()
  }
})
