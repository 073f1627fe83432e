import type { Airlock } from '@airlock/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AirlockProvider } from '../src/context/AirlockProvider.js'
import type { Messages } from '../src/locales/en.js'

/** The view's HTML as the server renders it: what a screen reader and the tests read. */
export const render = (airlock: Airlock, view: ReactNode, messages?: Partial<Messages>) =>
  renderToStaticMarkup(
    <AirlockProvider airlock={airlock} messages={messages}>
      {view}
    </AirlockProvider>,
  )

/** The visible text of `html`, tags dropped and spaces folded. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The accessible name of each button, in document order: what Tab walks through. */
export const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes, inner]) =>
      /aria-label="([^"]*)"/.exec(attributes ?? '')?.[1] ?? text(inner ?? ''),
  )
