// The documentation site. Nothing is loaded from another host at run time: VitePress's own fonts
// are bundled, search is local (MiniSearch, built into the site), and there is no analytics.
// A dead internal link fails the build (VitePress's default; `ignoreDeadLinks` stays unset), and
// scripts/checkBuiltSite.ts then checks every relative link and anchor in the built HTML.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitepress'
import { apiSidebar } from './apiSidebar.js'

const apiDir = fileURLToPath(new URL('../reference/api', import.meta.url))

const guide = [
  {
    text: 'Getting started',
    items: [
      { text: 'Installation', link: '/guide/installation' },
      { text: 'Quick start', link: '/guide/quick-start' },
      { text: 'Troubleshooting', link: '/guide/troubleshooting' },
    ],
  },
  {
    text: 'Concepts',
    items: [
      { text: 'Overview', link: '/concepts/' },
      { text: 'Projects', link: '/concepts/projects' },
      { text: 'The server', link: '/concepts/server' },
      { text: 'The secure origin', link: '/concepts/secure-origin' },
      { text: 'The WalletConnect relay', link: '/concepts/relay' },
      { text: 'The devnet', link: '/concepts/devnet' },
    ],
  },
  {
    text: 'Guides',
    items: [
      { text: 'Theming', link: '/guide/theming' },
      { text: 'Languages (i18n)', link: '/guide/i18n' },
      { text: 'Sign in with the wallet', link: '/guide/sign-in' },
      { text: 'Without React', link: '/guide/without-react' },
    ],
  },
  {
    text: 'Operating',
    items: [
      { text: 'Self-hosting and production', link: '/operate/self-hosting' },
      { text: 'Configuration', link: '/operate/configuration' },
      { text: 'Security model', link: '/operate/security' },
    ],
  },
  {
    text: 'Migrating',
    items: [
      { text: 'From AppKit', link: '/migrate/appkit' },
      { text: 'From RainbowKit or ConnectKit', link: '/migrate/rainbowkit-connectkit' },
    ],
  },
]

const reference = [
  {
    text: 'Reference',
    items: [
      { text: 'Overview', link: '/reference/' },
      { text: 'createAirlock options', link: '/reference/create-airlock' },
      { text: 'React: components and hooks', link: '/reference/react' },
      { text: 'Core: actions', link: '/reference/core' },
      { text: 'Errors', link: '/reference/errors' },
    ],
  },
  apiSidebar(apiDir, 'react', '@airlock/react (generated)'),
  // @airlock/core exports some 360 names: its index page lists them, so that each page does not
  // carry a sidebar of hundreds of links.
  { text: '@airlock/core (generated)', link: '/reference/api/core/' },
]

export default defineConfig({
  title: 'Airlock',
  description: 'Open, self-hostable wallet connection: the modal, its server and local chains.',
  lang: 'en',
  lastUpdated: false,
  srcExclude: ['api-entries/**', 'scripts/**', 'reference/api/partials/**'],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/quick-start' },
      { text: 'Reference', link: '/reference/' },
      { text: 'Self-hosting', link: '/operate/self-hosting' },
    ],
    sidebar: {
      '/reference/': reference,
      '/': guide,
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
  // The local search index (some 1.5 MB, every page of the API reference) is one chunk, loaded
  // only when the search box opens: no need to warn about its size.
  vite: { build: { chunkSizeWarningLimit: 2048 } },
})
