import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App/App.js'
import { createAdminApi } from './api/createAdminApi.js'
import { ConsoleContext } from './context/consoleContext.js'
import { consoleLanguage } from './messages/consoleLanguage.js'
import './console.css'

const { tag, texts } = consoleLanguage(navigator.languages)
document.documentElement.lang = tag
document.title = texts.appName
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <ConsoleContext.Provider value={{ api: createAdminApi(), texts }}>
        <App />
      </ConsoleContext.Provider>
    </StrictMode>,
  )
