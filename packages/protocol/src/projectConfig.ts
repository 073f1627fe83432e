import { z } from 'zod'

/** Social login providers a project may offer (SPEC §1, §5). */
export const socialProvider = z.enum([
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
])
export type SocialProvider = z.infer<typeof socialProvider>

/** Remote feature ids of `GET /appkit/v1/config`. */
export const featureId = z.enum(['activity', 'onramp', 'swap', 'social_login', 'reown_branding'])
export type FeatureId = z.infer<typeof featureId>

/** One feature of `GET /appkit/v1/config`: `config` null means "use the dapp's local value". */
export const remoteFeature = z.object({
  id: featureId,
  isEnabled: z.boolean(),
  config: z.array(z.string()).nullable(),
})
export type RemoteFeature = z.infer<typeof remoteFeature>

/**
 * `GET /appkit/v1/config`. `features` is the model product's shape; `connectMethodsOrder` and
 * `theme` are Airlock's additions (clients that do not know them ignore them). `theme` null: the
 * project sets none, use the dapp's own.
 */
export const projectConfigResponse = z.object({
  features: z.array(remoteFeature),
  connectMethodsOrder: z.array(z.enum(['email', 'social', 'wallet'])).optional(),
  theme: z
    .object({
      themeMode: z.enum(['light', 'dark']).optional(),
      themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable()
    .optional(),
})
export type ProjectConfigResponse = z.infer<typeof projectConfigResponse>

export const allowedOriginsResponse = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponse>

export const analyticsConfigResponse = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponse>

/** The largest swap value an event may carry, in US dollars: beyond it the event is refused. */
const maxAnalyticsValueUsd = 1_000_000_000

/**
 * An event's free-form properties. The one the server adds up, `valueUsd` (a swap's quoted value
 * in US dollars), must be a finite number from 0 to `maxAnalyticsValueUsd`: a client cannot write
 * garbage into the volume charts.
 */
const analyticsProperties = z.record(z.string(), z.unknown()).superRefine((properties, context) => {
  if (!('valueUsd' in properties)) return
  const value = properties.valueUsd
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < 0 ||
    value > maxAnalyticsValueUsd
  )
    context.addIssue({
      code: 'custom',
      path: ['valueUsd'],
      message: `Expected a number of US dollars from 0 to ${maxAnalyticsValueUsd}`,
    })
})

/** `POST /e`: a usage event (`type: 'track'`) or an error report (`type: 'error'`). */
export const analyticsEvent = z.object({
  eventId: z.string().min(1).max(64),
  url: z.string().max(2048),
  domain: z.string().max(253),
  timestamp: z.union([z.number().int().nonnegative(), z.string().datetime()]),
  props: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('track'),
      event: z.string().min(1).max(64),
      properties: analyticsProperties.optional(),
      address: z.string().max(128).optional(),
    }),
    z.object({
      type: z.literal('error'),
      event: z.string().min(1).max(64),
      errorType: z.string().max(256).optional(),
      errorMessage: z.string().max(4096).optional(),
      stackTrace: z.string().max(32_768).optional(),
      properties: analyticsProperties.optional(),
    }),
  ]),
})
export type AnalyticsEvent = z.infer<typeof analyticsEvent>
