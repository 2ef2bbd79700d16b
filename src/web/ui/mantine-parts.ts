/**
 * A Mantine component's parts for plain elements that draw it (a list's rows and cells, the menu's
 * links, the section tabs, a row's tick and button): each part's module class (its look) and its
 * static class (`mantine-Table-td`), which the app's styles and the tests name. Where a page draws
 * many of one thing, plain elements spare each of them the component's theme, styles and props
 * resolution, a good part of a cold page's first render.
 */
export function mantineParts<Part extends string>(component: { readonly classes: Record<string, string> }, name: string, parts: readonly Part[]): Record<Part, string> {
  return Object.fromEntries(parts.map((part) => [part, `${component.classes[part]} mantine-${name}-${part}`])) as Record<Part, string>;
}
