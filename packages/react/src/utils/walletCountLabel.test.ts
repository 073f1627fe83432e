import { expect, test } from 'vitest'
import { walletCountLabel } from './walletCountLabel.js'

test('rounds down to tens with a plus from 10 on, exact below', () => {
  expect([0, 4, 9, 10, 19, 130, 134, 1_234].map(walletCountLabel)).toEqual([
    '0',
    '4',
    '9',
    '10+',
    '10+',
    '130+',
    '130+',
    '1230+',
  ])
})
