// Reading what bench/speedTrace.ts records: a Chromium trace's main-thread time by event (self
// time, so nested events are not counted twice) and its forced layouts, a V8 CPU profile's
// self time by source module (through the build's source maps), and a heap snapshot by kind.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One event of a Chromium trace (the fields the benches read). */
export type TraceEvent = {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
}

/** What the renderer's main thread did between two user-timing marks. */
export type MainThreadSummary = {
  /** From the first mark to the second, ms. */
  windowMs: number
  /** Top-level task time in the window, ms (what `Performance.getMetrics` counts as busy). */
  taskMs: number
  /** Self time by trace event name, ms. */
  selfMs: Record<string, number>
  /** Style and layout run while script was on the stack (forced), ms and count. */
  forcedMs: number
  forced: number
}

// Script on the stack: a style or layout under one of these was forced by it.
const scriptEvents = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.callFunction',
  'TimerFire',
  'RunMicrotasks',
])

/** Main-thread self time by event between the marks `from` and `to` of a trace. */
export function summariseTrace(trace: Buffer, from: string, to: string): MainThreadSummary {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
  const mark = (name: string) => {
    const found = events.find(
      (event) => event.cat.includes('blink.user_timing') && event.name === name,
    )
    if (!found) throw new Error(`the trace has no mark ${name}`)
    return found
  }
  const start = mark(from)
  const end = mark(to)
  const onMain = events
    .filter(
      (event) =>
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ph === 'X' &&
        event.ts + (event.dur ?? 0) > start.ts &&
        event.ts < end.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const clipped = (event: TraceEvent) =>
    (Math.min(event.ts + (event.dur ?? 0), end.ts) - Math.max(event.ts, start.ts)) / 1000
  const selfMs: Record<string, number> = {}
  const stack: { event: TraceEvent; childMs: number }[] = []
  let taskMs = 0
  let forcedMs = 0
  let forced = 0
  const close = (frame: { event: TraceEvent; childMs: number }) => {
    const self = clipped(frame.event) - frame.childMs
    selfMs[frame.event.name] = (selfMs[frame.event.name] ?? 0) + self
  }
  for (const event of onMain) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]
      if (!top || top.event.ts + (top.event.dur ?? 0) > event.ts) break
      stack.pop()
      close(top)
    }
    const parent = stack[stack.length - 1]
    if (parent) parent.childMs += clipped(event)
    else taskMs += clipped(event)
    if (
      (event.name === 'Layout' || event.name === 'UpdateLayoutTree') &&
      stack.some((frame) => scriptEvents.has(frame.event.name))
    ) {
      forced++
      forcedMs += clipped(event)
    }
    stack.push({ event, childMs: 0 })
  }
  for (const frame of stack.reverse()) close(frame)
  return { windowMs: (end.ts - start.ts) / 1000, taskMs, selfMs, forcedMs, forced }
}

/** The browser's work by kind: trace event names grouped as DevTools' summary groups them. */
export function groupSelfTime(selfMs: Record<string, number>): Record<string, number> {
  const group = (name: string) =>
    /compile|parse|Parse|Compile/.test(name) && !/HTML|Stylesheet|StyleSheet/.test(name)
      ? 'compile'
      : /GC|gc|Scavenge|MarkCompact/.test(name)
        ? 'gc'
        : name === 'UpdateLayoutTree' || /Style/.test(name)
          ? 'style'
          : name === 'Layout'
            ? 'layout'
            : /Paint|Layerize|Commit|PrePaint|Raster|Composite|UpdateLayer/.test(name)
              ? 'paint'
              : scriptEvents.has(name) ||
                  /^v8\.|^V8\.|RunMicrotasks|FireAnimationFrame|EventDispatch/.test(name)
                ? 'script'
                : 'other'
  const grouped: Record<string, number> = {}
  for (const [name, ms] of Object.entries(selfMs))
    grouped[group(name)] = (grouped[group(name)] ?? 0) + ms
  return grouped
}

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
export type CpuProfile = {
  nodes: ProfileNode[]
  samples?: number[]
  timeDeltas?: number[]
}

/** A built chunk's source map, decoded: each generated line's segments `[column, source]`. */
type DecodedMap = { sources: string[]; lines: [number, number][][] }

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Decodes a source map's VLQ `mappings` into each line's `[generated column, source index]`. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const values: number[] = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = base64.indexOf(char)
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += values[0] ?? 0
      if (values.length >= 4) {
        source += values[1] ?? 0
        // The original line and column are cumulative too, but not needed here.
      }
      segments.push([column, values.length >= 4 ? source : -1])
    }
    lines.push(segments)
  }
  return lines
}

/** The source module of a position in a built file, read from its source map beside it. */
export function sourceLocator(outDir: string) {
  const maps = new Map<string, DecodedMap | undefined>()
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(outDir, `${file}.map`)
      if (!existsSync(path)) maps.set(file, undefined)
      else {
        const map = JSON.parse(readFileSync(path, 'utf8')) as {
          sources: string[]
          mappings: string
        }
        maps.set(file, { sources: map.sources, lines: decodeMappings(map.mappings) })
      }
    }
    return maps.get(file)
  }
  return (url: string, line: number, column: number): string => {
    if (!url) return '(native)'
    let path: string
    try {
      path = new URL(url).pathname.slice(1)
    } catch {
      return url
    }
    const map = mapOf(path)
    if (!map) return url.startsWith('http') ? `(${path || 'page'})` : url
    const segments = map.lines[line] ?? []
    let found = -1
    for (const [segmentColumn, source] of segments) {
      if (segmentColumn > column) break
      found = source
    }
    return moduleName(map.sources[found] ?? `(${path})`)
  }
}

/** `@wagmi/core`, `react-dom`, or a workspace file (`react/src/…`) from a source map's path. */
export function moduleName(source: string): string {
  const inModules = source.lastIndexOf('node_modules/')
  if (inModules >= 0) {
    const rest = source.slice(inModules + 'node_modules/'.length).split('/')
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source)
  }
  const workspace = source.match(/(?:packages|apps)\/(.+)$/)
  if (workspace?.[1]) return workspace[1]
  const fixture = source.match(/bench\/fixtures\/(.+)$/)
  return fixture?.[1] ? `fixture ${fixture[1]}` : source
}

/** A CPU profile's self time, ms, by the module each sampled function comes from. */
export function profileByModule(
  profile: CpuProfile,
  locate: (url: string, line: number, column: number) => string,
): Record<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const byModule: Record<string, number> = {}
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (let index = 0; index < samples.length; index++) {
    const node = byId.get(samples[index] ?? -1)
    if (!node) continue
    const { functionName, url, lineNumber, columnNumber } = node.callFrame
    const key = url
      ? locate(url, lineNumber, columnNumber)
      : functionName.startsWith('(')
        ? functionName
        : `(native ${functionName})`
    if (key === '(idle)') continue
    byModule[key] = (byModule[key] ?? 0) + (deltas[index + 1] ?? deltas[index] ?? 0) / 1000
  }
  return byModule
}

/**
 * What each sample of a click's window was spent on, outermost cause first: the bench's own
 * observer and CDP calls (and the injected test wallet: scripts without a URL), the focus moved
 * into the dialog or back out of it, the catalogue's request for the featured wallets, else the
 * module group of the sampled function itself (React, Airlock's code, other libraries, native),
 * or V8's own `(program)` (style, layout, paint, task overhead) and `(garbage collector)`.
 */
const causes: [string, (modules: string[]) => boolean][] = [
  [
    'bench observer, CDP and test wallet',
    (modules) =>
      modules.some((module) =>
        /^\(native (checkVisibility|evaluate|innerSerialize|serialize|mark|callBinding)\)$/.test(
          module,
        ),
      ) || modules.every((module) => module === '(no url)'),
  ],
  [
    'focus moved into or out of the dialog',
    (modules) => modules.some((module) => /useFocusTrap|^\(native focus\)$/.test(module)),
  ],
  [
    'featured wallets request',
    (modules) =>
      modules.some((module) =>
        /createWalletCatalogue|prefetchImages|createHttpClient|^\(native fetch\)$/.test(module),
      ),
  ],
]
const groupOf = (module: string) =>
  /^(react-dom|react|scheduler)$/.test(module)
    ? 'React'
    : /^(react|core|protocol|fixture)[ /]/.test(module)
      ? 'Airlock code and the fixture'
      : module.startsWith('(native ')
        ? 'other native calls'
        : module === '(no url)'
          ? 'bench observer, CDP and test wallet'
          : 'wagmi, viem and other libraries'

/** A CPU profile's time, ms, by cause (see `causes`). */
export function profileByCause(
  profile: CpuProfile,
  locate: (url: string, line: number, column: number) => string,
): Record<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id)
  const moduleOf = ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) =>
    url
      ? locate(url, lineNumber, columnNumber)
      : /^\(/.test(functionName)
        ? functionName
        : functionName
          ? `(native ${functionName})`
          : '(no url)'
  const stacks = new Map<number, string[]>()
  const stackOf = (id: number) => {
    let stack = stacks.get(id)
    if (stack) return stack
    stack = []
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = byId.get(at)
      if (!node || node.callFrame.functionName === '(root)') continue
      stack.push(moduleOf(node.callFrame))
    }
    stacks.set(id, stack)
    return stack
  }
  const byCause: Record<string, number> = {}
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (let index = 0; index < samples.length; index++) {
    const node = byId.get(samples[index] ?? -1)
    if (!node || node.callFrame.functionName === '(idle)') continue
    const stack = stackOf(node.id)
    const leaf = stack[0] ?? '(program)'
    const cause = /^\((program|garbage collector)\)$/.test(leaf)
      ? leaf
      : (causes.find(([, test]) => test(stack))?.[0] ?? groupOf(leaf))
    byCause[cause] = (byCause[cause] ?? 0) + (deltas[index + 1] ?? deltas[index] ?? 0) / 1000
  }
  return byCause
}

/** A heap snapshot's self size, KiB, by node type, and the largest strings with their start. */
export function summariseHeap(snapshot: string) {
  const parsed = JSON.parse(snapshot) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
    nodes: number[]
    strings: string[]
  }
  const fields = parsed.snapshot.meta.node_fields
  const typeNames = parsed.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const byType: Record<string, number> = {}
  const strings: { size: number; text: string }[] = []
  const byConstructor: Record<string, number> = {}
  for (let offset = 0; offset < parsed.nodes.length; offset += width) {
    const type = typeNames[parsed.nodes[offset + typeAt] ?? 0] ?? 'unknown'
    const size = parsed.nodes[offset + sizeAt] ?? 0
    const name = parsed.strings[parsed.nodes[offset + nameAt] ?? 0] ?? ''
    byType[type] = (byType[type] ?? 0) + size / 1024
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string')
      strings.push({ size, text: name.slice(0, 60) })
    if (type === 'object' || type === 'closure' || type === 'array' || type === 'code')
      byConstructor[`${type} ${name.slice(0, 40)}`] =
        (byConstructor[`${type} ${name.slice(0, 40)}`] ?? 0) + size / 1024
  }
  strings.sort((a, b) => b.size - a.size)
  return {
    totalKiB: Object.values(byType).reduce((sum, value) => sum + value, 0),
    byType,
    largestStrings: strings.slice(0, 8).map((item) => ({ kiB: item.size / 1024, text: item.text })),
    byConstructor: Object.fromEntries(
      Object.entries(byConstructor)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15),
    ),
  }
}
