/** Dates and numbers as the console's language writes them (not the browser's locale). */
export type ConsoleFormats = {
  /** A UTC day (`YYYY-MM-DD`), as in the usage charts: `26 Nov 2026`, `26.11.2026`, … */
  day(day: string): string
  /** The same day, short, for a chart's axis: `Nov 26`, `26.11.`, … */
  dayShort(day: string): string
  /** A moment's time of day, to the minute, in the operator's time zone. */
  time(at: string | number | Date): string
  /** A moment's date and time, in the operator's time zone. */
  dateTime(at: string | number | Date): string
  /** A moment's date, in the operator's time zone. */
  date(at: string | number | Date): string
  /** A count: `1,234`, `1.234`, `١٬٢٣٤`, … */
  number(value: number): string
  /** US dollars: `$1,234.50`, `1.234,50 $`, … */
  usd(value: number): string
}

/**
 * The console's date and number formats for `locale` (the language its texts are in), with `Intl`.
 *
 * @param locale - A BCP 47 tag, such as `de` or `pt-BR`.
 * @param timeZone - Where times are shown. Defaults to the operator's own.
 * @returns The formatting functions.
 *
 * @example
 * import { createFormats } from './messages/createFormats.js'
 * createFormats('de').usd(1234.5) // '1.234,50 $'
 */
export function createFormats(locale: string, timeZone?: string): ConsoleFormats {
  const zone = timeZone === undefined ? {} : { timeZone }
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const dayShort = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone })
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...zone,
  })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...zone })
  const number = new Intl.NumberFormat(locale)
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  return {
    day: (value) => day.format(new Date(`${value}T00:00:00Z`)),
    dayShort: (value) => dayShort.format(new Date(`${value}T00:00:00Z`)),
    time: (at) => time.format(new Date(at)),
    dateTime: (at) => dateTime.format(new Date(at)),
    date: (at) => date.format(new Date(at)),
    number: (value) => number.format(value),
    usd: (value) => usd.format(value),
  }
}
