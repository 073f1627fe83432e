import { networks as brandNetworks } from '@web3icons/common/metadata/networks'
import { defaultDevnet } from '../config/defaultDevnet.js'
import { createImage, type ServedImage } from './createImage.js'
import { readBrandIcon } from './readBrandIcon.js'
import { devnetIconKind, renderDevnetIcon } from './renderDevnetIcon.js'
import { renderMonogram } from './renderMonogram.js'

type Network = {
  caipNetworkId: string
  name: string
  label: string
  color: string
  /** The id AppKit's presets ask for, accepted too so an unmodified AppKit finds the image. */
  appKitId?: string
}

// Major networks: their colours and short labels, drawn when `@web3icons/core` has no logo.
const networks: readonly Network[] = [
  {
    caipNetworkId: 'eip155:1',
    name: 'Ethereum',
    label: 'ETH',
    color: '#627EEA',
    appKitId: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900',
  },
  {
    caipNetworkId: 'eip155:10',
    name: 'OP Mainnet',
    label: 'OP',
    color: '#FF0420',
    appKitId: 'ab9c186a-c52f-464b-2906-ca59d760a400',
  },
  {
    caipNetworkId: 'eip155:56',
    name: 'BNB Smart Chain',
    label: 'BNB',
    color: '#F0B90B',
    appKitId: '93564157-2e8e-4ce7-81df-b264dbee9b00',
  },
  {
    caipNetworkId: 'eip155:100',
    name: 'Gnosis',
    label: 'GNO',
    color: '#04795B',
    appKitId: '02b53f6a-e3d4-479e-1cb4-21178987d100',
  },
  {
    caipNetworkId: 'eip155:137',
    name: 'Polygon',
    label: 'POL',
    color: '#8247E5',
    appKitId: '41d04d42-da3b-4453-8506-668cc0727900',
  },
  {
    caipNetworkId: 'eip155:324',
    name: 'ZKsync Era',
    label: 'ZK',
    color: '#1E69FF',
    appKitId: 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  },
  {
    caipNetworkId: 'eip155:8453',
    name: 'Base',
    label: 'B',
    color: '#0052FF',
    appKitId: '7289c336-3981-4081-c5f4-efc26ac64a00',
  },
  {
    caipNetworkId: 'eip155:42161',
    name: 'Arbitrum One',
    label: 'ARB',
    color: '#28A0F0',
    appKitId: '3bff954d-5cb0-47a0-9a23-d20192e74600',
  },
  {
    caipNetworkId: 'eip155:42220',
    name: 'Celo',
    label: 'CELO',
    color: '#FCFF52',
    appKitId: 'ab781bbc-ccc6-418d-d32d-789b15da1f00',
  },
  {
    caipNetworkId: 'eip155:43114',
    name: 'Avalanche',
    label: 'AVAX',
    color: '#E84142',
    appKitId: '30c46e53-e989-45fb-4549-be3bd4eb3b00',
  },
  { caipNetworkId: 'eip155:59144', name: 'Linea', label: 'L', color: '#121212' },
  {
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    label: 'SOL',
    color: '#9945FF',
    appKitId: 'a1b58899-f671-4276-6a5e-56ca5bd59700',
  },
  {
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    name: 'Bitcoin',
    label: 'BTC',
    color: '#F7931A',
    appKitId: '0b4838db-0161-4ffe-022d-532bf03dba00',
  },
]

type Connector = {
  id: string
  title: string
  color: string
  glyph: string
  aliases: string[]
  /** The brand's logo in `@web3icons/core`'s wallets, drawn instead of the glyph. */
  logo?: string
}

// Glyphs of our own on the 96 × 96 grid, stroked in the badge's text colour.
const connectors: readonly Connector[] = [
  {
    id: 'injected',
    title: 'Browser wallet',
    color: '#4B5563',
    glyph:
      '<rect x="20" y="24" width="56" height="48" rx="8" stroke-width="6"/><path d="M20 40h56" stroke-width="6"/><circle cx="30" cy="32" r="2.5" fill="currentColor" stroke="none"/><circle cx="39" cy="32" r="2.5" fill="currentColor" stroke="none"/>',
    aliases: ['07ba87ed-43aa-4adf-4540-9e6a2b9cae00'],
  },
  {
    id: 'walletConnect',
    title: 'WalletConnect',
    color: '#2563EB',
    glyph:
      '<path d="M26 44c12-12 32-12 44 0" stroke-width="7" stroke-linecap="round"/><path d="M32 58l8-8 8 8 8-8 8 8" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
    aliases: ['wallet-connect', 'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400'],
    logo: 'wallet-connect',
  },
  {
    id: 'email',
    title: 'Email',
    color: '#0E7490',
    glyph:
      '<rect x="20" y="28" width="56" height="40" rx="6" stroke-width="6"/><path d="M23 32l25 20 25-20" stroke-width="6" stroke-linejoin="round"/>',
    aliases: [],
  },
  {
    id: 'social',
    title: 'Social login',
    color: '#7C3AED',
    glyph:
      '<circle cx="48" cy="37" r="11" stroke-width="6"/><path d="M26 72c3-12 12-18 22-18s19 6 22 18" stroke-width="6" stroke-linecap="round"/>',
    aliases: [],
  },
]

export type CreateAssetImagesParameters = {
  /** Local chains to draw too. Defaults to the checkout's devnet chains and its Solana chain. */
  devnetChains?: readonly { caipNetworkId: string; name: string }[]
}

/**
 * Draws the images `GET /public/getAssetImage/{id}` serves, keyed by every id that names them:
 *
 * - networks: the devnet chains get icons of their own (`renderDevnetIcon`); every network
 *   `@web3icons/core` has a logo of (211, matched by CAIP-2 id) gets that logo; the other major
 *   networks a badge in their colour. Each is keyed by the CAIP-2 id with `-` for `:` (`eip155-1`, `eip155-31337`,
 *   `solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`), the CAIP-2 id itself (`eip155:1`), and for major
 *   networks the asset id AppKit's presets use;
 * - connectors: `injected`, `walletConnect` (also `wallet-connect`), `email`, `social`, and
 *   AppKit's ids for the first two.
 *
 * @returns Each id's image. Ids are case-sensitive, like CAIP-2 references.
 *
 * @example
 * import { createAssetImages } from './images/createAssetImages.js'
 * const images = createAssetImages()
 * images.get('eip155-1')?.contentType // 'image/svg+xml; charset=utf-8'
 */
export function createAssetImages({
  devnetChains = defaultDevnetChains(),
}: CreateAssetImagesParameters = {}): ReadonlyMap<string, ServedImage> {
  const images = new Map<string, ServedImage>()
  const add = (caipNetworkId: string, image: ServedImage, appKitId?: string) => {
    for (const id of [caipNetworkId.replace(':', '-'), caipNetworkId, appKitId])
      if (id && !images.has(id)) images.set(id, image)
  }
  for (const chain of devnetChains)
    add(
      chain.caipNetworkId,
      createImage({ body: renderDevnetIcon({ title: chain.name, kind: devnetIconKind(chain) }) }),
    )
  const appKitIds = new Map(networks.map((network) => [network.caipNetworkId, network.appKitId]))
  for (const network of brandNetworks) {
    if (!network.caip2id || images.has(network.caip2id)) continue
    const name = networks.find((major) => major.caipNetworkId === network.caip2id)?.name
    const svg = readBrandIcon('networks', network.id, { title: name ?? network.name })
    if (svg) add(network.caip2id, createImage({ body: svg }), appKitIds.get(network.caip2id))
  }
  for (const network of networks) {
    if (images.has(network.caipNetworkId)) continue
    const image = createImage({
      body: renderMonogram({
        title: network.name,
        label: network.label,
        background: network.color,
        shape: 'circle',
      }),
    })
    add(network.caipNetworkId, image, network.appKitId)
  }
  for (const connector of connectors) {
    const logo =
      connector.logo &&
      readBrandIcon('wallets', connector.logo, { title: connector.title, variant: 'background' })
    const image = createImage({
      body:
        logo ||
        renderMonogram({
          title: connector.title,
          glyph: connector.glyph,
          background: connector.color,
        }),
    })
    for (const id of [connector.id, ...connector.aliases]) images.set(id, image)
  }
  return images
}

function defaultDevnetChains(): { caipNetworkId: string; name: string }[] {
  const manifest = defaultDevnet()?.manifest
  if (!manifest) return []
  return [...manifest.chains, ...(manifest.solana ? [manifest.solana] : [])].map(
    ({ caipNetworkId, name }) => ({ caipNetworkId, name }),
  )
}
