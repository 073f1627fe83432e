import { expect, test } from 'vitest'
import { resolveTheme, themeCssVariables } from './theme.js'

test('turns theme variables into the modal custom properties, dropping values that could escape', () => {
  const theme = resolveTheme({
    variables: {
      accent: '#7b3fe4',
      radius: '8px',
      zIndex: 5000,
      fontFamily: 'x; } * { color: red',
    },
  })
  expect(theme.mode).toBe('system')
  expect(themeCssVariables(theme)).toEqual({
    '--airlock-accent': '#7b3fe4',
    '--airlock-radius': '8px',
    '--airlock-z-index': '5000',
  })
})
