import { z } from 'zod'
import { farcasterRequestPayloads, farcasterSuccessPayloads } from './farcaster.js'
import {
  appEventPrefix,
  frameEventPrefix,
  safeRpcMethods,
  solanaRpcMethods,
  unsafeRpcMethods,
} from './frameMethods.js'
import { socialRequestPayloads, socialSuccessPayloads } from './social.js'
import { isEmail } from './validators/isEmail.js'

// The embedded wallet's frame protocol (model-product.md §4): the modal posts `@w3m-app/<NAME>`
// requests with an id to the secure origin's frame, which answers `@w3m-frame/<NAME>_SUCCESS` or
// `_ERROR` with the same id. Airlock keeps the model product's names so its clients could talk to
// our frame, but unlike it never posts to '*' nor accepts a message from an origin it has not
// been told (see `frameHandshake`).

const chainId = z.union([z.string().min(1).max(64), z.number().int().positive()])
const email = z.string().refine(isEmail, 'expected an e-mail address')
const otp = z.string().regex(/^\d{6}$/, 'expected the 6-digit code')
const accountType = z.enum(['eoa', 'smartAccount'])

/**
 * An RPC request forwarded to the frame. The method is checked against the lists above; the
 * params are an array, or one object for the Solana methods (as the model product sends them).
 */
export const frameRpcRequest = z.object({
  method: z.enum([...safeRpcMethods, ...unsafeRpcMethods, ...solanaRpcMethods]),
  params: z
    .union([z.array(z.unknown()).max(16), z.record(z.string().max(64), z.unknown())])
    .optional(),
  chainId: chainId.optional(),
})
export type FrameRpcRequest = z.infer<typeof frameRpcRequest>

/** Each request's payload schema, by name (without the `@w3m-app/` prefix). */
/**
 * The app an ERC-7715 session was granted to: the origin the frame's handshake bound (checked),
 * and the name and first icon the app's metadata claims (`SYNC_DAPP_DATA`), when it sent them.
 */
export const sessionApp = z.object({
  /** The session's permission context (`pci`). */
  pci: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  origin: z.string().max(512),
  name: z.string().max(128).optional(),
  icon: z.string().max(2048).optional(),
})
export type SessionApp = z.infer<typeof sessionApp>

export const appRequestPayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: z.undefined(),
  /**
   * E-mails a new approval link for the login a new device waits on, in place of the old one
   * (Airlock's addition): the login goes on, no new code.
   */
  RESEND_DEVICE_LINK: z.undefined(),
  CONNECT_OTP: z.object({ otp }),
  GET_USER: z
    .object({ chainId: chainId.optional(), preferredAccountType: accountType.optional() })
    .optional(),
  SIGN_OUT: z.undefined(),
  IS_CONNECTED: z.object({ token: z.string().max(512).optional() }).optional(),
  GET_CHAIN_ID: z.undefined(),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.undefined(),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  /**
   * Which app each ERC-7715 session of this browser's wallet was granted to, as the frame saw it
   * when it granted (Airlock's): the Sessions view names the app instead of its key.
   */
  GET_SESSION_APPS: z.undefined(),
  RPC_REQUEST: frameRpcRequest,
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  SYNC_THEME: z.object({
    themeMode: z.enum(['light', 'dark']).optional(),
    /** The modal's language (Airlock's addition): the frame's approval screen follows it. */
    locale: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'expected a language tag such as de or en-GB')
      .optional(),
    themeVariables: z
      .record(z.string().max(64), z.union([z.string().max(256), z.number()]))
      .optional(),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z
      .object({
        name: z.string().max(128),
        description: z.string().max(512),
        url: z.string().max(512),
        icons: z.array(z.string().max(2048)).max(8),
      })
      .optional(),
    sdkVersion: z.string().max(32).optional(),
    sdkType: z.string().max(32).optional(),
    projectId: z.string().min(1).max(128),
  }),
  RELOAD: z.undefined(),
  // Social login: its messages live in social.ts.
  ...socialRequestPayloads,
  // Farcaster login: its messages live in farcaster.ts.
  ...farcasterRequestPayloads,
} as const

export type AppRequestName = keyof typeof appRequestPayloads
export type AppRequestPayload<name extends AppRequestName> = z.output<
  (typeof appRequestPayloads)[name]
>

const user = z.object({
  email: z.string().nullable().optional(),
  address: z.string(),
  chainId,
  accounts: z.array(z.object({ address: z.string(), type: accountType })).optional(),
  preferredAccountType: accountType.optional(),
  smartAccountDeployed: z.boolean().optional(),
  /**
   * The wallet's Solana account (Airlock's addition; derived in the frame from the same key): its
   * base58 address and, when the request named a Solana cluster, its CAIP-10 id
   * `solana:<ref>:<address>` (`address` and `chainId` are then the Solana ones, as in the model
   * product).
   */
  solana: z
    .object({
      address: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
      caipAddress: z.string().max(128).optional(),
    })
    .optional(),
})

/** Each request's success payload schema, by name. */
export const frameSuccessPayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  // `VERIFY_RECOVERY_OTP`: logged in on a device without the wallet, which a recovery code e-mailed
  // now restores (typed into `CONNECT_OTP`); no payload: logged in.
  CONNECT_DEVICE: z.object({ action: z.literal('VERIFY_RECOVERY_OTP') }).optional(),
  // When the new link expires, with its login (ISO 8601).
  RESEND_DEVICE_LINK: z.object({ expiresAt: z.iso.datetime() }),
  // `VERIFY_DEVICE`: the code was right, and this new device of a known address waits for the
  // approval link e-mailed now (`CONNECT_DEVICE`), valid until `expiresAt` (ISO 8601);
  // `VERIFY_RECOVERY_OTP`: as for `CONNECT_DEVICE` (the next `CONNECT_OTP` carries the recovery
  // code); no payload: logged in.
  CONNECT_OTP: z
    .object({
      action: z.enum(['VERIFY_DEVICE', 'VERIFY_RECOVERY_OTP']),
      expiresAt: z.iso.datetime().optional(),
    })
    .optional(),
  GET_USER: user,
  SIGN_OUT: z.undefined(),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.number().int()),
  }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address: z.string() }),
  GET_SESSION_APPS: z.object({ apps: z.array(sessionApp).max(500) }),
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.undefined(),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: email }),
  SYNC_THEME: z.undefined(),
  SYNC_DAPP_DATA: z.undefined(),
  RELOAD: z.undefined(),
  ...socialSuccessPayloads,
  ...farcasterSuccessPayloads,
} as const satisfies Record<AppRequestName, z.ZodType>

export type FrameSuccessPayload<name extends AppRequestName> = z.output<
  (typeof frameSuccessPayloads)[name]
>

/** A request as posted: `{ id, type: '@w3m-app/<NAME>', payload? }`. */
export const appRequestEnvelope = z.object({
  id: z.string().min(1).max(64),
  type: z.string().startsWith(appEventPrefix).max(96),
  payload: z.unknown().optional(),
})
export type AppRequestEnvelope = z.infer<typeof appRequestEnvelope>

/** An answer or event as posted: `{ id?, type: '@w3m-frame/<NAME>[_SUCCESS|_ERROR]', payload? }`. */
export const frameEventEnvelope = z.object({
  id: z.string().min(1).max(64).optional(),
  type: z.string().startsWith(frameEventPrefix).max(96),
  payload: z.unknown().optional(),
})
export type FrameEventEnvelope = z.infer<typeof frameEventEnvelope>

/**
 * The handshake that replaces the model product's `'*'` messaging. The modal creates a
 * `MessageChannel`, and once the frame's `load` fires posts `{ type: '@w3m-app/HANDSHAKE',
 * projectId }` to `frame.contentWindow` with the secure origin as `targetOrigin`, transferring one
 * port. The frame accepts exactly one handshake, only from an `event.origin` allowed for the
 * project, binds itself to that origin, and from then on speaks only over the port: `READY` first.
 */
export const frameHandshake = z.object({
  type: z.literal(`${appEventPrefix}HANDSHAKE`),
  projectId: z.string().min(1).max(128),
})
export type FrameHandshake = z.infer<typeof frameHandshake>
