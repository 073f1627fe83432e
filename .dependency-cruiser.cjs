// The repository's import rules, checked by `npm run deps` (part of `npm test`): no circular
// imports, and dependencies that point one way — protocol ← core ← react ← web, the server side on
// protocol only, no package on an app, and inside @airlock/react and the server the layering the
// house keeps (see the comments of each rule).

const react = '^packages/react/src'
const server = '^apps/server/src'
const testFile = '[.]test[.]tsx?$'
/** Test files, and the test helpers of a package (its `test/` folder). */
const tests = [testFile, '^packages/[^/]+/test/']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── Circles ─────────────────────────────────────────────────────────────────────────────────
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports: each module waits on the other to load, and a change to one is a ' +
        'change to all. Type-only imports count. The one loop allowed is the lazy one through a ' +
        "chunk loader's import() in @airlock/react (utils/loadChunks.ts): a view may load its own " +
        "flow's chunk, which is fetched after every module on the way has been evaluated.",
      from: {},
      to: {
        circular: true,
        viaOnly: { pathNot: `${react}/utils/loadChunks[.]ts$` },
      },
    },

    // ── Packages and apps ───────────────────────────────────────────────────────────────────────
    {
      name: 'protocol-imports-nothing-of-ours',
      severity: 'error',
      comment: '@airlock/protocol is the bottom layer: wire shapes, constants, validators, errors.',
      from: { path: '^packages/protocol/' },
      to: { path: '^(packages/(core|react|test-kit)|apps)/' },
    },
    {
      name: 'core-imports-only-protocol',
      severity: 'error',
      comment: '@airlock/core is framework-free and sits on @airlock/protocol alone.',
      from: { path: '^packages/core/', pathNot: tests },
      to: { path: '^(packages/react|apps)/' },
    },
    {
      name: 'react-imports-only-core-and-protocol',
      severity: 'error',
      comment: '@airlock/react sits on @airlock/core and @airlock/protocol.',
      from: { path: '^packages/react/', pathNot: tests },
      to: { path: '^apps/' },
    },
    {
      name: 'no-package-imports-an-app',
      severity: 'error',
      comment:
        'Packages are what apps are built from, never the other way round. (@airlock/test-kit, ' +
        'the private test tooling that starts and reads the local chains, is an app beside ' +
        '@airlock/devnet for that reason; package tests may use it.)',
      from: { path: '^packages/', pathNot: tests },
      to: { path: '^apps/' },
    },
    {
      name: 'server-side-imports-no-client',
      severity: 'error',
      comment:
        'The server, the secure origin and the sandbox share wire shapes with the client through ' +
        '@airlock/protocol, and never import the client packages.',
      from: { path: '^apps/(server|secure|sandbox)/' },
      to: { path: '^packages/(core|react)/' },
    },
    {
      name: 'no-app-imports-the-web-app',
      severity: 'error',
      comment: 'apps/web is the top of the client stack: nothing builds on it.',
      from: { path: '^(packages|apps/(server|secure|sandbox|devnet))/' },
      to: { path: '^apps/web/' },
    },

    {
      name: 'console-talks-to-the-server-over-http-only',
      severity: 'error',
      comment:
        'apps/console is a browser app that reaches the server through /admin/v1 alone: it ' +
        'imports no server code, no other app, and not the modal packages (only, in time, the ' +
        'wire shapes of @airlock/protocol).',
      from: { path: '^apps/console/' },
      to: { path: '^(apps/(?!console/)|packages/(core|react)/)' },
    },
    {
      name: 'no-app-imports-the-console',
      severity: 'error',
      comment: "The server serves the console's build as files; nothing imports its code.",
      from: { path: '^(packages|apps/(?!console/))' },
      to: { path: '^apps/console/' },
    },

    // ── @airlock/react ──────────────────────────────────────────────────────────────────────────
    {
      name: 'react-view-imports-other-flow',
      severity: 'error',
      comment:
        "Views are grouped by flow (views/<flow>/). A flow's views may import each other, never " +
        "another flow's: what two flows share belongs in components/, hooks/ or utils/.",
      from: { path: `${react}/views/([^/]+)/` },
      to: { path: `${react}/views/`, pathNot: `${react}/views/$1/` },
    },
    {
      name: 'react-view-imports-only-lower-layers',
      severity: 'error',
      comment:
        'A view imports its own flow, components, hooks, utils, the context and the locales; ' +
        'never the provider, the modal or the modal host.',
      from: { path: `${react}/views/`, pathNot: tests },
      to: {
        path: `${react}/`,
        pathNot: [
          `${react}/views/`,
          `${react}/(hooks|utils|locales)/`,
          `${react}/context/AirlockContext[.]ts$`,
          `${react}/components/(?!Modal/|ModalHost/)`,
        ],
      },
    },
    {
      name: 'react-hook-imports-only-lower-layers',
      severity: 'error',
      comment:
        'A hook wires the context to core: it imports the context, other hooks, utils and the ' +
        'locales, never a view or a component (the modal least of all).',
      from: { path: `${react}/hooks/`, pathNot: tests },
      to: {
        path: `${react}/`,
        pathNot: [`${react}/(hooks|utils|locales)/`, `${react}/context/AirlockContext[.]ts$`],
      },
    },
    {
      name: 'react-component-imports-no-view',
      severity: 'error',
      comment:
        "Components are shared by views, so they never import one. The one exception is the modal's " +
        'view registry, components/Modal/modalViews.tsx, which maps each route to its view.',
      from: {
        path: `${react}/components/`,
        pathNot: `${react}/components/Modal/modalViews[.]tsx$`,
      },
      to: { path: `${react}/views/` },
    },
    {
      name: 'react-lazy-flows-through-their-lazy-view',
      severity: 'error',
      comment:
        'The swap, on-ramp and e-mail views are chunks of their own, loaded on first use: the ' +
        'view registry reaches them only through their Lazy*View, so none of their code lands in ' +
        "the modal's chunk.",
      from: { path: `${react}/components/Modal/modalViews[.]tsx$` },
      to: {
        path: `${react}/views/(swap|onramp|email)/`,
        pathNot: `${react}/views/[a-z]+/Lazy[A-Za-z]+View[.]tsx$`,
      },
    },
    {
      name: 'react-chunk-entry-loaded-lazily',
      severity: 'error',
      comment:
        "A lazy flow's chunk entry (views/<flow>/<flow>Views.ts) is reached only by import() from " +
        'the loaders in utils/loadChunks.ts and utils/loadSolanaChunk.ts (and by type from them), never by a static import that would pull the ' +
        'chunk into whichever chunk imports it.',
      from: { path: `${react}/`, pathNot: `${react}/utils/load(Chunks|SolanaChunk)[.]ts$` },
      to: { path: `${react}/views/[a-z]+/[a-zA-Z]+Views[.]ts$` },
    },
    {
      name: 'react-utils-import-no-upper-layer',
      severity: 'error',
      comment:
        'Utils are plain functions: they import no view, component or hook, and of the context ' +
        'only its types (Translate). The chunk loaders (utils/loadChunks.ts, utils/loadSolanaChunk.ts) are the exception: ' +
        "each import()s its flow's chunk entry.",
      from: { path: `${react}/utils/`, pathNot: `${react}/utils/load(Chunks|SolanaChunk)[.]ts$` },
      to: { path: `${react}/(views|components|hooks)/` },
    },
    {
      name: 'react-utils-import-context-types-only',
      severity: 'error',
      comment: 'See react-utils-import-no-upper-layer.',
      from: { path: `${react}/utils/` },
      to: { path: `${react}/context/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'react-chunk-loader-imports-only-its-chunk',
      severity: 'error',
      comment: 'The chunk loaders import() their chunk entries and, of the package, only loadOnce.',
      from: { path: `${react}/utils/loadChunks[.]ts$` },
      to: {
        path: `${react}/`,
        pathNot: [`${react}/views/[a-z]+/[a-zA-Z]+Views[.]ts$`, `${react}/utils/loadOnce[.]ts$`],
      },
    },
    {
      name: 'react-context-imports-only-locales',
      severity: 'error',
      comment:
        'The context file is what every hook reads: it imports the locales and nothing else.',
      from: { path: `${react}/context/AirlockContext[.]ts$` },
      to: { path: `${react}/`, pathNot: `${react}/locales/` },
    },
    {
      name: 'react-provider-imported-by-the-entry-only',
      severity: 'error',
      comment:
        'The provider mounts the modal host, and so reaches every view: only the package entry ' +
        '(and tests) import it. Hooks, views and components read context/AirlockContext.ts.',
      from: { path: `${react}/`, pathNot: [`${react}/index[.]ts$`, ...tests] },
      to: { path: `${react}/context/AirlockProvider[.]tsx$` },
    },

    // ── apps/server ─────────────────────────────────────────────────────────────────────────────
    {
      name: 'server-services-import-no-route',
      severity: 'error',
      comment:
        'Routes parse, call a service and answer; services hold the logic and never reach back ' +
        'up to a route (routes may import services, db, chain and middleware).',
      from: { path: `${server}/services/` },
      to: { path: `${server}/routes/` },
    },
    {
      name: 'server-db-imports-no-route-or-service',
      severity: 'error',
      comment: 'Repositories in db/ are the bottom of the server: no route, service or middleware.',
      from: { path: `${server}/db/` },
      to: { path: `${server}/(routes|services|middleware)/` },
    },
    {
      name: 'server-chain-imports-no-route-or-service',
      severity: 'error',
      comment: 'chain/ (viem clients, the pair lookup) is below the services: no route or service.',
      from: { path: `${server}/chain/` },
      to: { path: `${server}/(routes|services|middleware)/` },
    },
    {
      name: 'server-imports-no-devnet-at-run-time',
      severity: 'error',
      comment:
        'The server serves the devnet it is handed (npm start passes its manifest and icons; the ' +
        'server alone reads a manifest file as JSON): its code never imports @airlock/devnet. Tests ' +
        'may, to start and read the local chains.',
      from: { path: `${server}/`, pathNot: testFile },
      to: { path: '^apps/devnet/' },
    },
    {
      name: 'server-services-import-no-middleware',
      severity: 'error',
      comment: 'Services know nothing of HTTP: no Hono middleware (routes wire those).',
      from: { path: `${server}/services/` },
      to: { path: `${server}/middleware/` },
    },
    {
      name: 'server-middleware-imports-no-route',
      severity: 'error',
      comment: 'Middleware runs before the routes and knows none of them.',
      from: { path: `${server}/middleware/` },
      to: { path: `${server}/routes/` },
    },
  ],
  options: {
    // Sources only: builds, dependencies and data are not ours to check.
    exclude: { path: '(^|/)(node_modules|dist|[.]data|artifacts|test-results|playwright-report)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are imports too: a circle of types is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve to their sources, as Vitest and Vite resolve them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@airlock/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
