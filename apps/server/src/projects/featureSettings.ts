import type { SocialProvider } from '@airlock/protocol'
import { socialLoginId } from '@airlock/protocol/schemas'
import { z } from 'zod'

/** Ways to connect, in the order the connect view lists them. */
const connectMethod = z.enum(['email', 'social', 'wallet'])
export type ConnectMethod = z.infer<typeof connectMethod>

/** What a project turns on and off. Stored as the fields a project sets; the rest are defaults. */
export type FeatureSettings = {
  /** Token swaps. Defaults to `true`. */
  swaps: boolean
  /** Buying crypto through an on-ramp. Defaults to `true`. */
  onramp: boolean
  /** E-mail login. Defaults to `true`. */
  email: boolean
  /**
   * Social logins, in display order; `[]` turns them off. Defaults to all seven (SPEC §1); only
   * those the server is configured for are offered. An operator's OpenID Connect provider
   * (`OIDC_<NAME>_*`) is offered where a project names it.
   */
  socials: (SocialProvider | (string & {}))[]
  /** The activity (transaction history) view. Defaults to `true`. */
  activity: boolean
  /** Sending usage events to `POST /e`. Defaults to `false`: analytics are opt-in. */
  analytics: boolean
  /** The order of the connect methods. Defaults to `['email', 'social', 'wallet']`. */
  connectMethodsOrder: ConnectMethod[]
  /**
   * Who may register a name (`POST /v1/profile/account`): `'embedded'`, the e-mail and social
   * wallets only (the model product's rule), or `'any'` connected account. Defaults to
   * `'embedded'`.
   */
  nameRegistration: 'embedded' | 'any'
  /** Gas sponsorship by the server's paymaster (ERC-7677 on `/v1/bundler`). Defaults to `false`. */
  sponsorship: boolean
  /**
   * Gas the paymaster sponsors per smart account (the operation's sender) per UTC day, counted
   * as the operations' gas limits when the paymaster signs. Defaults to `2000000`.
   */
  sponsorshipDailyGas: number
  /** Contracts a sponsored operation may call (lower-case addresses); `[]` allows any. Defaults to `[]`. */
  sponsorshipTargets: string[]
  /** Catalogue wallet ids this project's modal lists only (`[]`: every enabled wallet). Defaults to `[]`. */
  includeWalletIds: string[]
  /** Catalogue wallet ids this project's modal never lists. Defaults to `[]`. */
  excludeWalletIds: string[]
}

/** The settings of a project that sets none (SPEC §1 and §9, with analytics off). */
export const defaultFeatureSettings: Readonly<FeatureSettings> = Object.freeze<FeatureSettings>({
  swaps: true,
  onramp: true,
  email: true,
  socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
  activity: true,
  analytics: false,
  connectMethodsOrder: ['email', 'social', 'wallet'],
  nameRegistration: 'embedded',
  sponsorship: false,
  sponsorshipDailyGas: 2_000_000,
  sponsorshipTargets: [],
  includeWalletIds: [],
  excludeWalletIds: [],
})

const unique = <value>(list: readonly value[]) => new Set(list).size === list.length

const walletIds = z
  .array(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'expected catalogue wallet ids'))
  .max(500, 'expected at most 500 wallets')
  .refine(unique, 'expected each wallet at most once')

/** Each field of `FeatureSettings`, validated on its own. */
export const featureSettingFields = {
  swaps: z.boolean(),
  onramp: z.boolean(),
  email: z.boolean(),
  socials: z.array(socialLoginId).refine(unique, 'expected each social provider at most once'),
  activity: z.boolean(),
  analytics: z.boolean(),
  connectMethodsOrder: z
    .array(connectMethod)
    .length(3, 'expected email, social and wallet, each once, in any order')
    .refine(unique, 'expected email, social and wallet, each once, in any order'),
  nameRegistration: z.enum(['embedded', 'any']),
  sponsorship: z.boolean(),
  sponsorshipDailyGas: z.number().int().min(0).max(1_000_000_000),
  sponsorshipTargets: z
    .array(
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'expected contract addresses')
        .transform((value) => value.toLowerCase()),
    )
    .max(100, 'expected at most 100 targets')
    .refine(unique, 'expected each target at most once'),
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
} satisfies { [key in keyof FeatureSettings]: z.ZodType<FeatureSettings[key]> }

/**
 * The stored form of a project's `features`: any subset of `FeatureSettings`, unknown keys
 * refused. Read it back with `resolveFeatureSettings`, which fills in the defaults.
 */
export const featureSettingsPatch = z.strictObject({
  swaps: featureSettingFields.swaps.optional(),
  onramp: featureSettingFields.onramp.optional(),
  email: featureSettingFields.email.optional(),
  socials: featureSettingFields.socials.optional(),
  activity: featureSettingFields.activity.optional(),
  analytics: featureSettingFields.analytics.optional(),
  connectMethodsOrder: featureSettingFields.connectMethodsOrder.optional(),
  nameRegistration: featureSettingFields.nameRegistration.optional(),
  sponsorship: featureSettingFields.sponsorship.optional(),
  sponsorshipDailyGas: featureSettingFields.sponsorshipDailyGas.optional(),
  sponsorshipTargets: featureSettingFields.sponsorshipTargets.optional(),
  includeWalletIds: featureSettingFields.includeWalletIds.optional(),
  excludeWalletIds: featureSettingFields.excludeWalletIds.optional(),
})
export type FeatureSettingsPatch = z.input<typeof featureSettingsPatch>
