import fc from 'fast-check'
import { expect, it } from 'vitest'
import { checkCard, testCards } from './checkCard.js'

const now = new Date('2026-05-15T12:00:00Z')
const valid = { number: '4242424242424242', expiry: '05/26', cvc: '123', name: 'Ada' }

it('approves 4242… and declines 4000…0002, with or without spaces and dashes', () => {
  expect(checkCard({ ...valid, number: '4242 4242 4242 4242' }, now)).toEqual({
    ok: true,
    outcome: 'approve',
    last4: '4242',
  })
  expect(checkCard({ ...valid, number: '4000-0000-0000-0002' }, now)).toEqual({
    ok: true,
    outcome: 'decline',
    last4: '0002',
  })
})

it('accepts a card through the end of its expiry month, and MMYY without the slash', () => {
  expect(checkCard({ ...valid, expiry: '05/26' }, now).ok).toBe(true)
  expect(checkCard({ ...valid, expiry: '0526' }, now).ok).toBe(true)
  expect(checkCard({ ...valid, expiry: '04/26' }, now)).toEqual({
    ok: false,
    issues: [{ field: 'expiry', message: 'This card has expired', code: 'expired' }],
  })
  for (const expiry of ['', '5/26', '00/30', '13/30', '05/2026', 'ab/cd'])
    expect(checkCard({ ...valid, expiry }, now)).toEqual({
      ok: false,
      issues: [{ field: 'expiry', message: 'Enter the expiry date as MM/YY', code: 'enterExpiry' }],
    })
})

it('names each bad field', () => {
  expect(
    checkCard({ number: '', expiry: '', cvc: '12345', name: '  ' }, now),
  ).toMatchInlineSnapshot(`
    {
      "issues": [
        {
          "code": "enterNumber",
          "field": "number",
          "message": "Enter the card number",
        },
        {
          "code": "enterExpiry",
          "field": "expiry",
          "message": "Enter the expiry date as MM/YY",
        },
        {
          "code": "enterCvc",
          "field": "cvc",
          "message": "Enter the 3- or 4-digit security code",
        },
        {
          "code": "enterName",
          "field": "name",
          "message": "Enter the name on the card",
        },
      ],
      "ok": false,
    }
  `)
})

it('refuses any single-digit change to a test card (Luhn catches every one)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...testCards.map((card) => card.number)),
      fc.nat(15),
      fc.integer({ min: 1, max: 9 }),
      (number, position, delta) => {
        const digit = (Number(number[position]) + delta) % 10
        const changed = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`
        const result = checkCard({ ...valid, number: changed }, now)
        return (
          !result.ok &&
          result.issues.some(
            (issue) =>
              issue.field === 'number' && issue.message === 'This card number is not valid',
          )
        )
      },
    ),
    { numRuns: 500 },
  )
})

it('tells a valid card number that is not a test card to use one', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }),
      (body) => {
        // Append the Luhn check digit, so the number itself is valid.
        let sum = 0
        body.forEach((value, i) => {
          let digit = value
          if ((body.length - i) % 2 === 1) {
            digit *= 2
            if (digit > 9) digit -= 9
          }
          sum += digit
        })
        const number = `${body.join('')}${(10 - (sum % 10)) % 10}`
        fc.pre(!testCards.some((card) => card.number === number))
        const result = checkCard({ ...valid, number }, now)
        return (
          !result.ok &&
          result.issues.length === 1 &&
          result.issues[0]?.message === 'Use one of the test cards listed on this page'
        )
      },
    ),
    { numRuns: 500 },
  )
})
