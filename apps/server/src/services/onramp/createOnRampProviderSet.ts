import type { OnRampOptionsResponse, OnRampProvidersResponse } from '@airlock/protocol'
import { createTtlCache } from '../../blockchain/createTtlCache.js'
import type { Config } from '../../config/loadConfig.js'
import { UnknownOnRampProviderError } from '../../errors/onramp.js'
import { createImage, type ServedImage } from '../../images/createImage.js'
import { renderMonogram } from '../../images/renderMonogram.js'
import { fallbackOnRampOptions } from '../../onramp/fallbackOnRampOptions.js'
import { mergeOnRampOptions } from '../../onramp/mergeOnRampOptions.js'
import type { OnRampProvider } from '../../onramp/onRampProvider.js'
import { withTokenIcons } from '../../onramp/withTokenIcons.js'

// A provider's options are asked for at most once a minute; a failure is asked again next time.
const optionsCacheMs = 60_000

/** The configured on-ramp providers, as the on-ramp routes read them. */
export type OnRampProviderSet = ReturnType<typeof createOnRampProviderSet>

/**
 * The on-ramp providers with what the routes ask of them: one picked by id (the default first),
 * its options (cached a minute; its fallback when it does not answer), every provider's options
 * joined, the public list, the regional restriction, and each provider's lettered logo.
 *
 * @param parameters - The on-ramp configuration, the providers and the clock.
 * @returns The set.
 *
 * @example
 * import { createOnRampProviderSet } from './services/onramp/createOnRampProviderSet.js'
 * const set = createOnRampProviderSet({ config, providers, now: Date.now })
 * set.pick('sandbox').id // 'sandbox'
 */
export function createOnRampProviderSet({
  config,
  providers,
  now,
  tokenImages,
}: {
  config: Pick<Config, 'onramp'> & Partial<Pick<Config, 'publicUrl'>>
  providers: readonly OnRampProvider[]
  now: () => number
  /** Token images the server serves: purchase currencies get theirs as `iconUrl`. */
  tokenImages?: ReadonlyMap<string, unknown> | undefined
}) {
  const { publicUrl } = config
  const withIcons = (options: OnRampOptionsResponse) =>
    publicUrl && tokenImages ? withTokenIcons(options, { publicUrl, tokenImages }) : options
  const optionsCache = createTtlCache<OnRampOptionsResponse>({ ttlMs: optionsCacheMs, now })
  const logos = new Map<string, ServedImage>(
    providers.map((provider) => [
      provider.id,
      createImage({
        body: renderMonogram({
          title: provider.name,
          label: provider.logo.label,
          background: provider.logo.background,
        }),
      }),
    ]),
  )
  const pick = (id: string | undefined): OnRampProvider => {
    const wanted = id?.trim().toLowerCase()
    const provider =
      wanted === undefined ? providers[0] : providers.find((candidate) => candidate.id === wanted)
    if (!provider)
      throw new UnknownOnRampProviderError({
        value: id,
        configured: providers.map((candidate) => candidate.id),
      })
    return provider
  }
  return {
    pick,
    /** The provider's options, or its fallback when it does not answer. */
    optionsOf: (provider: OnRampProvider): Promise<OnRampOptionsResponse> =>
      optionsCache
        .get(provider.id, () => provider.options())
        .catch(() => structuredClone(provider.fallbackOptions)),
    /** Whether a request's country header value names a restricted country. */
    restricted(country: string | undefined): boolean {
      const { countryHeader, restrictedCountries } = config.onramp
      if (!countryHeader || restrictedCountries.length === 0) return false
      const code = country?.trim().toUpperCase()
      return code !== undefined && restrictedCountries.includes(code)
    },
    /** `GET /v1/onramp/providers`'s answer; no providers for a restricted country. */
    list(restricted: boolean): OnRampProvidersResponse {
      return {
        providers: restricted
          ? []
          : providers.map(({ id, name, logoUrl, feeRange, namespaces }) => ({
              id,
              name,
              logoUrl,
              feeRange,
              namespaces: [...namespaces],
            })),
        restrictedTimezones: [...config.onramp.restrictedTimezones],
      }
    },
    /** Every provider's options joined, or one provider's. */
    async options(provider: string | undefined): Promise<OnRampOptionsResponse> {
      const chosen = provider === undefined ? providers : [pick(provider)]
      const answers = await Promise.all(
        chosen.map((candidate) =>
          optionsCache
            .get(candidate.id, () => candidate.options())
            .then(
              (options) => ({ options, answered: true }),
              () => ({ options: candidate.fallbackOptions, answered: false }),
            ),
        ),
      )
      // Providers that answer speak for themselves; only when none does is every fallback offered.
      const answered = answers.filter((answer) => answer.answered)
      const options = mergeOnRampOptions(
        (answered.length > 0 ? answered : answers).map((answer) => answer.options),
      )
      // No provider configured at all: the spec's list, so the modal still has something to show.
      return withIcons(chosen.length > 0 ? options : fallbackOnRampOptions())
    },
    logo: (id: string): ServedImage | undefined => logos.get(id.toLowerCase()),
  }
}
