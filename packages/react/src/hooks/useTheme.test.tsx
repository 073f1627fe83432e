import { act } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../test/connectedAirlock.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { useTheme } from './useTheme.js'

test('reads the chosen mode and changes it through the client', () => {
  const airlock = testAirlock({ themeMode: 'light', themeVariables: { accent: '#f00' } })
  const { result } = renderHookWith(airlock, useTheme)
  expect(result.current).toMatchObject({
    mode: 'light',
    resolvedMode: 'light',
    variables: { accent: '#f00' },
  })

  act(() => result.current.setThemeMode('dark'))
  expect(airlock.store.getState().theme.mode).toBe('dark')
  expect(result.current).toMatchObject({ mode: 'dark', resolvedMode: 'dark' })
})

test('system mode follows the visitor setting', () => {
  const airlock = testAirlock({ themeMode: 'system' })
  const { result } = renderHookWith(airlock, useTheme)
  const dark =
    typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
  expect(result.current.mode).toBe('system')
  expect(result.current.resolvedMode).toBe(dark ? 'dark' : 'light')
})
