// Every catalogue's ICU text, for the compiler (`npm run locales`) and the catalogue tests. The
// modal never imports this file: it loads the compiled catalogue of the active locale only.

import { en, type Messages } from './en.js'
import type { Locale } from './index.js'
import { ar } from './messages/ar.js'
import { de } from './messages/de.js'
import { ja } from './messages/ja.js'

/** The source catalogue of each locale, by BCP 47 tag. */
export const catalogues: Record<Locale, Messages> = { en, de, ar, ja }
