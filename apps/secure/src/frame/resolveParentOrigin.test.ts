import { expect, test } from 'vitest'
import { resolveParentOrigin } from './resolveParentOrigin.js'

const ancestors = (...origins: string[]) => ({
  length: origins.length,
  item: (index: number) => origins[index] ?? null,
})

test('the nearest ancestor wins over the referrer, which a parent can set', () => {
  expect(
    resolveParentOrigin(
      { ancestorOrigins: ancestors('http://localhost:3000', 'https://evil.example') },
      'https://evil.example/page',
    ),
  ).toBe('http://localhost:3000')
})

test('without ancestorOrigins, the referrer’s origin; without either, none', () => {
  expect(resolveParentOrigin({}, 'http://localhost:3000/app?x=1')).toBe('http://localhost:3000')
  expect(resolveParentOrigin({ ancestorOrigins: ancestors() }, '')).toBeUndefined()
  expect(resolveParentOrigin({}, 'not a url')).toBeUndefined()
  expect(resolveParentOrigin({}, 'data:text/html,hi')).toBeUndefined()
})
