import { supportedLocales } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { solanaFrameCatalogues, solanaMessages } from './solanaMessages.js'

const english = solanaFrameCatalogues.en

test.each(supportedLocales.filter((tag) => tag !== 'en'))(
  '%s has the Solana screen’s texts in its own words',
  (tag) => {
    const text = solanaMessages(tag)
    expect(text).toBe(solanaFrameCatalogues[tag])
    expect(Object.keys(text).sort()).toEqual(Object.keys(english).sort())
    // Translated: the sentences differ from English (token names may be the same word).
    expect(text.signTransaction).not.toBe(english.signTransaction)
    expect(text.signOnly).not.toBe(english.signOnly)
    expect(text.baseUnits('12')).toContain('12')
    expect(text.network('EtWT…xqa1')).toContain('EtWT…xqa1')
  },
)

test('the language is picked as the frame’s other texts are: by region, script, or English', () => {
  expect(solanaMessages('de-AT').signTransaction).toBe('Diese Transaktion signieren?')
  expect(solanaMessages('zh-Hant').token).toBe('代幣')
  expect(solanaMessages('pt').token).toBe('Token')
  expect(solanaMessages('xx').signTransaction).toBe('Sign this transaction?')
})
