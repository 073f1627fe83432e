import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App/App.js'
import { createAdminApi } from './api/createAdminApi.js'
import { ConsoleContext } from './context/consoleContext.js'
import {
  type ConsoleLocale,
  consoleLanguage,
  loadConsoleTexts,
  textDirection,
} from './messages/consoleLanguage.js'
import type { ConsoleTexts } from './messages/consoleTexts.js'
import { createFormats } from './messages/createFormats.js'
import { en } from './messages/en.js'
import './console.css'
import './charts.css'

const tag = consoleLanguage(navigator.languages)

/** Renders the console in `texts`, in the language `lang`: its dates and numbers too. */
function render(lang: ConsoleLocale, texts: ConsoleTexts): void {
  document.documentElement.lang = lang
  document.documentElement.dir = textDirection(lang)
  document.title = texts.appName
  const root = document.getElementById('root')
  if (root)
    createRoot(root).render(
      <StrictMode>
        <ConsoleContext.Provider
          value={{ api: createAdminApi(), texts, formats: createFormats(lang) }}
        >
          <App />
        </ConsoleContext.Provider>
      </StrictMode>,
    )
}

// The language is chosen before the first render; a catalogue that fails to load leaves English.
loadConsoleTexts(tag).then(
  (texts) => render(tag, texts),
  () => render('en', en),
)
