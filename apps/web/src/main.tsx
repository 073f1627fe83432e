import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { config } from 'zod'
import { App } from './App/App.js'

// Zod's compiled parsers test for eval with `new Function`; under this page's CSP (no
// 'unsafe-eval') that test is a reported violation. Parse without them.
config({ jitless: true })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
