// Tables of the reference pages, made from TypeDoc's reading of the sources (so names, types and
// their descriptions are the TSDoc's, never copies that drift): the createAirlock options, and
// each package's exports grouped by the folder that defines them.
import {
  Comment,
  type DeclarationReflection,
  type ProjectReflection,
  ReferenceType,
  ReflectionKind,
  ReflectionType,
} from 'typedoc'

/** TypeDoc's output folder for each kind of export, as typedoc-plugin-markdown names them. */
const kindFolders: [ReflectionKind, string][] = [
  [ReflectionKind.Function, 'functions'],
  [ReflectionKind.Class, 'classes'],
  [ReflectionKind.TypeAlias, 'type-aliases'],
  [ReflectionKind.Interface, 'interfaces'],
  [ReflectionKind.Variable, 'variables'],
]

/** Text fit for one cell of a Markdown table: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|')
}

/** A type as inline code in a table cell (pipes escaped, so `a | b` stays one cell). */
function codeCell(text: string): string {
  return `<code>${cell(text).replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('{', '&#123;').replaceAll('}', '&#125;')}</code>`
}

/** The first paragraph of a reflection's TSDoc (or its signature's), as Markdown. */
function summaryOf(reflection: DeclarationReflection): string {
  const comment = reflection.comment ?? reflection.signatures?.[0]?.comment
  if (!comment) return ''
  return cell(Comment.combineDisplayParts(comment.getShortSummary(true)))
}

/**
 * An option's description: its own TSDoc; else its type's (`ThemeVariables`); else, for an object,
 * each property's (`features.analytics`).
 */
function optionSummary(option: DeclarationReflection): string {
  const own = summaryOf(option)
  if (own) return own
  const type = option.type
  if (type instanceof ReferenceType && type.reflection)
    return summaryOf(type.reflection as DeclarationReflection)
  const nested =
    option.children ?? (type instanceof ReflectionType ? type.declaration.children : [])
  return (nested ?? [])
    .map((child) => `\`${option.name}.${child.name}\`: ${summaryOf(child)}`)
    .join(' ')
}

/** The site path of an export's generated page. */
function pageOf(module: string, reflection: DeclarationReflection): string | undefined {
  const folder = kindFolders.find(([kind]) => reflection.kindOf(kind))?.[1]
  return folder && `/reference/api/${module}/${folder}/${reflection.name}.md`
}

function moduleOf(project: ProjectReflection, module: string): DeclarationReflection {
  const found = project.getChildByName(module)
  if (!found) throw new Error(`TypeDoc read no module named ${module}`)
  return found as DeclarationReflection
}

/**
 * The options of `createAirlock` (`AirlockConfig`'s properties, in source order): name, type,
 * whether required, and the TSDoc.
 *
 * @param project - What TypeDoc read.
 * @returns A Markdown table.
 */
export function createAirlockOptionsTable(project: ProjectReflection): string {
  const config = moduleOf(project, 'core').getChildByName('AirlockConfig') as
    | DeclarationReflection
    | undefined
  // TypeDoc gives an object type alias its properties as children; older versions, its type's.
  const type = config?.type
  const options =
    config?.children ?? (type instanceof ReflectionType ? type.declaration.children : undefined)
  if (!options?.length) throw new Error('TypeDoc found no properties of AirlockConfig')
  const rows = options
    .slice()
    .sort((a, b) => (a.sources?.[0]?.line ?? 0) - (b.sources?.[0]?.line ?? 0))
    .map((option) => {
      const typeText = (option.type?.toString() ?? '').replace(/ \| undefined/g, '')
      const required = option.flags.isOptional ? '' : ' (required)'
      return `| <span id="${option.name.toLowerCase()}">\`${option.name}\`</span>${required} | ${codeCell(typeText)} | ${optionSummary(option)} |`
    })
  return ['| option | type | what it does |', '| --- | --- | --- |', ...rows].join('\n')
}

/**
 * A package's exports of the given kinds, grouped by the source folder that defines them
 * (`actions`, `embedded`, `swap`, …), each linked to its generated page with its summary.
 *
 * @param project - What TypeDoc read.
 * @param module - `core` or `react`.
 * @param kinds - Which exports to list, such as `ReflectionKind.Function`.
 * @param groupOf - The heading of an export's group, from its source file's path and its name.
 * @returns Markdown: a `###` heading and a table per group.
 */
export function exportsTables(
  project: ProjectReflection,
  module: string,
  kinds: ReflectionKind,
  groupOf: (fileName: string, name: string) => string,
): string {
  const groups = new Map<string, string[]>()
  for (const child of moduleOf(project, module).children ?? []) {
    if (!child.kindOf(kinds)) continue
    const page = pageOf(module, child)
    if (!page) continue
    const group = groupOf(child.sources?.[0]?.fileName ?? '', child.name)
    const rows = groups.get(group) ?? []
    rows.push(`| [\`${child.name}\`](${page}) | ${summaryOf(child)} |`)
    groups.set(group, rows)
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, rows]) =>
      [`### ${group}`, '', '| name | what it does |', '| --- | --- |', ...rows.sort()].join('\n'),
    )
    .join('\n\n')
}
