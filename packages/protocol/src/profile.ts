import { z } from 'zod'

// Wire shapes of the name service (the model product's `/v1/profile/*` paths, served by Airlock's
// own server under the operator's zone). Field names follow the model product.

/** The name attributes a registration may carry (ENS text records of the same keys). */
export const profileAttributes = z.object({
  avatar: z.string().max(2048).optional(),
  bio: z.string().max(512).optional(),
})
export type ProfileAttributes = z.infer<typeof profileAttributes>

/**
 * `GET /v1/profile/account/{name}` (and each entry of `GET /v1/profile/reverse/{address}`): a
 * registered name, when it was registered and changed (unix seconds), the address per coin type
 * (ENSIP-11) and its attributes.
 */
export const profileAccount = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.number() })),
  attributes: z.array(profileAttributes),
})
export type ProfileAccount = z.infer<typeof profileAccount>

/** `GET /v1/profile/reverse/{address}`: the address's names, its primary (newest) first. */
export const profileReverseResponse = z.array(profileAccount)
export type ProfileReverseResponse = z.infer<typeof profileReverseResponse>

/** `GET /v1/profile/suggestions/{name}?zone=`: the name and free alternatives in the zone. */
export const profileSuggestionsResponse = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
export type ProfileSuggestionsResponse = z.infer<typeof profileSuggestionsResponse>

/**
 * `POST /v1/profile/account`: `message` is the JSON of `profileRegistrationMessage`, signed by
 * `address` with personal_sign; `coin_type` is ENSIP-11's form of the chain id.
 */
export const profileRegisterRequest = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z.string(),
  message: z.string().max(4096),
  signature: z.string().max(100_000),
})
export type ProfileRegisterRequest = z.infer<typeof profileRegisterRequest>

/** What a registration signs: the full name (`alice.<zone>`), attributes, unix seconds. */
export const profileRegistrationMessage = z.object({
  name: z.string().max(255),
  attributes: profileAttributes.default({}),
  timestamp: z.number().int().nonnegative(),
})
export type ProfileRegistrationMessage = z.infer<typeof profileRegistrationMessage>

/** A refusal of a `/v1/profile/*` route, in the model product's shape. */
export const profileErrorBody = z.object({
  status: z.number(),
  reasons: z.array(z.object({ name: z.string(), description: z.string() })),
})
export type ProfileErrorBody = z.infer<typeof profileErrorBody>
