import { z } from 'zod'

/** What the page tells its script: written by the secure origin's server into the page. */
export const frameConfig = z.object({
  projectId: z.string().min(1),
  allowedOrigins: z.array(z.string()),
  /** The Airlock server, for e-mail login and the RPC proxy. */
  serverUrl: z.string().url(),
  /** CAIP-2 reference of the chain used before the modal names one. */
  defaultChainId: z.string(),
  /** The networks' names by CAIP-2 reference (`{ '31337': 'Airlock Devnet' }`), for the approval screen. */
  networkNames: z.record(z.string(), z.string()).optional(),
  /** The networks' block explorers by CAIP-2 reference: a batch's status links its transaction. */
  explorerUrls: z.record(z.string(), z.string().url()).optional(),
  version: z.string(),
  /** The secure origin's recovery key (public half): the frame seals recovery shares to it. */
  recoveryKey: z
    .object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string() })
    .optional(),
  /** This page's secret for the secure origin's `/wallet/recover`, with `recoveryKey`. */
  frameSession: z.string().min(1).optional(),
})
export type FrameConfig = z.infer<typeof frameConfig>

/** Id of the page's `<script type="application/json">` holding the configuration. */
export const frameConfigElementId = 'airlock-frame-config'

/**
 * Reads the configuration the secure origin's server wrote into the page, as JSON in a
 * non-executable script element (so the page needs no inline script and CSP stays strict).
 *
 * @param document - The frame's document.
 * @returns The configuration.
 * @throws When the element is missing or its JSON does not fit: the frame then does nothing.
 *
 * @example
 * import { readFrameConfig } from './frame/readFrameConfig.js'
 * const { projectId, allowedOrigins } = readFrameConfig(document)
 */
export function readFrameConfig(document: Pick<Document, 'getElementById'>): FrameConfig {
  const text = document.getElementById(frameConfigElementId)?.textContent
  if (!text) throw new Error(`The page has no #${frameConfigElementId}`)
  return frameConfig.parse(JSON.parse(text))
}
