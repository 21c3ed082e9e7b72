import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './app/antdRender'
import { App } from './app/App'
import './app/global.css'
import { stripLoginHash } from './app/launch'

if (stripLoginHash(window.location.hash) !== window.location.hash) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
