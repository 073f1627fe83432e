import { createImage, type ServedImage } from './createImage.js'
import { renderMonogram } from './renderMonogram.js'

// Fiat currencies an on-ramp offers most: code, symbol, name, and a colour of our own choosing.
const currencies = [
  ['USD', '$', 'US Dollar', '#15803D'],
  ['EUR', '€', 'Euro', '#1D4ED8'],
  ['GBP', '£', 'Pound Sterling', '#6D28D9'],
  ['JPY', '¥', 'Japanese Yen', '#B91C1C'],
  ['CHF', 'Fr', 'Swiss Franc', '#BE123C'],
  ['CAD', '$', 'Canadian Dollar', '#C2410C'],
  ['AUD', '$', 'Australian Dollar', '#0F766E'],
  ['NZD', '$', 'New Zealand Dollar', '#1E3A8A'],
  ['SGD', '$', 'Singapore Dollar', '#9F1239'],
  ['HKD', '$', 'Hong Kong Dollar', '#A21CAF'],
  ['CNY', '¥', 'Chinese Yuan', '#991B1B'],
  ['INR', '₹', 'Indian Rupee', '#C2410C'],
  ['KRW', '₩', 'South Korean Won', '#1E40AF'],
  ['BRL', 'R$', 'Brazilian Real', '#047857'],
  ['MXN', '$', 'Mexican Peso', '#166534'],
  ['TRY', '₺', 'Turkish Lira', '#B91C1C'],
  ['PLN', 'zł', 'Polish Złoty', '#9F1239'],
  ['SEK', 'kr', 'Swedish Krona', '#1D4ED8'],
  ['NOK', 'kr', 'Norwegian Krone', '#1E3A8A'],
  ['DKK', 'kr', 'Danish Krone', '#991B1B'],
  ['ZAR', 'R', 'South African Rand', '#065F46'],
  ['NGN', '₦', 'Nigerian Naira', '#166534'],
  ['ARS', '$', 'Argentine Peso', '#0369A1'],
] as const

/**
 * Draws the images `GET /public/getCurrencyImage/{code}` serves: a round badge with the
 * currency's symbol over its ISO 4217 code (no flag art), for USD, EUR, GBP, JPY and 19 more.
 *
 * @returns Each upper-case currency code's image.
 *
 * @example
 * import { createCurrencyImages } from './images/createCurrencyImages.js'
 * createCurrencyImages().get('EUR')
 */
export function createCurrencyImages(): ReadonlyMap<string, ServedImage> {
  return new Map(
    currencies.map(([code, symbol, name, color]) => [
      code,
      createImage({
        body: renderMonogram({
          title: `${name} (${code})`,
          label: symbol,
          caption: code,
          background: color,
          shape: 'circle',
        }),
      }),
    ]),
  )
}
