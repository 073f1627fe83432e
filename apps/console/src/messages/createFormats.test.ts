import { expect, it } from 'vitest'
import { createFormats } from './createFormats.js'

it('writes dates and numbers in the console language, whatever the runtime locale', () => {
  const at = '2026-11-26T19:05:00Z'
  const formats = (locale: string) => {
    const format = createFormats(locale, 'UTC')
    return [
      format.day('2026-11-26'),
      format.dayShort('2026-11-26'),
      format.time(at),
      format.dateTime(at),
      format.date(at),
      format.number(1234567.5),
      format.usd(1234.5),
    ]
  }
  expect(formats('en')).toMatchInlineSnapshot(`
    [
      "Nov 26, 2026",
      "Nov 26",
      "7:05 PM",
      "Nov 26, 2026, 7:05 PM",
      "Nov 26, 2026",
      "1,234,567.5",
      "$1,234.50",
    ]
  `)
  expect(formats('de')).toMatchInlineSnapshot(`
    [
      "26.11.2026",
      "26. Nov.",
      "19:05",
      "26.11.2026, 19:05",
      "26.11.2026",
      "1.234.567,5",
      "1.234,50 $",
    ]
  `)
  expect(formats('fr')).toMatchInlineSnapshot(`
    [
      "26 nov. 2026",
      "26 nov.",
      "19:05",
      "26 nov. 2026, 19:05",
      "26 nov. 2026",
      "1 234 567,5",
      "1 234,50 $US",
    ]
  `)
  expect(formats('ar')).toMatchInlineSnapshot(`
    [
      "26‏/11‏/2026",
      "26 نوفمبر",
      "7:05 م",
      "26‏/11‏/2026، 7:05 م",
      "26‏/11‏/2026",
      "1,234,567.5",
      "‏1,234.50 US$",
    ]
  `)
  expect(formats('ja')).toMatchInlineSnapshot(`
    [
      "2026/11/26",
      "11月26日",
      "19:05",
      "2026/11/26 19:05",
      "2026/11/26",
      "1,234,567.5",
      "$1,234.50",
    ]
  `)
})
