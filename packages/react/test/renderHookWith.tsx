import type { Airlock } from '@airlock/core'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { AirlockContext } from '../src/context/AirlockContext.js'
import { messages as en } from '../src/locales/compiled/en.js'
import { createTranslate } from '../src/locales/createTranslate.js'

/**
 * Runs `hook` in a component under the client's context (English messages), as a view would.
 *
 * @returns Testing Library's `renderHook` result: `result.current` is the hook's latest value.
 */
export function renderHookWith<result>(airlock: Airlock, hook: () => result) {
  const value = { airlock, t: createTranslate('en', en), locale: 'en' }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AirlockContext.Provider value={value}>{children}</AirlockContext.Provider>
  )
  return renderHook(hook, { wrapper })
}
