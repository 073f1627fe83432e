import fc from 'fast-check'
import { expect, test } from 'vitest'
import { nextOtpDigits } from './nextOtpDigits.js'

const empty = ['', '', '', '', '', '']

test('typing a digit fills its box and moves to the next; other keys change nothing', () => {
  expect(nextOtpDigits(empty, { type: 'input', index: 0, text: '4' })).toEqual({
    digits: ['4', '', '', '', '', ''],
    focus: 1,
  })
  expect(nextOtpDigits(['4', '', '', '', '', ''], { type: 'input', index: 1, text: 'a' })).toEqual({
    digits: ['4', '', '', '', '', ''],
    focus: 1,
  })
  // The last box keeps the focus.
  expect(
    nextOtpDigits(['1', '2', '3', '4', '5', ''], { type: 'input', index: 5, text: '6' }),
  ).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 })
})

test('a whole code pasted anywhere fills every box; spaces and dashes are dropped', () => {
  for (const index of [0, 3, 5])
    expect(nextOtpDigits(empty, { type: 'input', index, text: ' 123-456 ' })).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    })
  expect(nextOtpDigits(empty, { type: 'input', index: 0, text: '1234567' }).digits).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
  ])
})

test('part of a code fills from its box on', () => {
  expect(nextOtpDigits(['9', '', '', '', '', ''], { type: 'input', index: 2, text: '12' })).toEqual(
    { digits: ['9', '', '1', '2', '', ''], focus: 4 },
  )
  expect(nextOtpDigits(empty, { type: 'input', index: 4, text: '789' })).toEqual({
    digits: ['', '', '', '', '7', '8'],
    focus: 5,
  })
})

test('Backspace empties its box, or moves back and empties the one before', () => {
  const full = ['1', '2', '3', '4', '5', '6']
  expect(nextOtpDigits(full, { type: 'backspace', index: 5 })).toEqual({
    digits: ['1', '2', '3', '4', '5', ''],
    focus: 5,
  })
  expect(nextOtpDigits(['1', '2', '3', '', '', ''], { type: 'backspace', index: 3 })).toEqual({
    digits: ['1', '2', '', '', '', ''],
    focus: 2,
  })
  expect(nextOtpDigits(empty, { type: 'backspace', index: 0 })).toEqual({ digits: empty, focus: 0 })
})

test('always six boxes of at most one digit, focus inside them', () => {
  const box = fc.constantFrom('', '0', '5', '9')
  fc.assert(
    fc.property(
      fc.array(box, { minLength: 6, maxLength: 6 }),
      fc.integer({ min: -2, max: 8 }),
      fc.oneof(fc.string(), fc.constant('backspace')),
      (digits, index, text) => {
        const { digits: next, focus } = nextOtpDigits(
          digits,
          text === 'backspace' ? { type: 'backspace', index } : { type: 'input', index, text },
        )
        expect(next).toHaveLength(6)
        for (const digit of next) expect(digit).toMatch(/^\d?$/)
        expect(focus).toBeGreaterThanOrEqual(0)
        expect(focus).toBeLessThanOrEqual(5)
      },
    ),
  )
})
