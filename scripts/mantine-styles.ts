// Mantine's styles with the components that use them (issue 21, item 3: the
// first screen's size). The app imports Mantine's whole stylesheet (about
// 40 KB gzipped, every component's), which the dev server and the tests keep;
// in the build the first screen keeps Mantine's base (reset, CSS variables,
// global rules) and each component's rules go with the component's code: the
// chunk holding `<Name>.module.mjs` (its class names) imports
// `@mantine/core/styles/<Name>.layer.css` (the file names match one for one),
// so a page brings the styles of the components it draws. The dates
// package's one stylesheet goes with its components likewise.
// All of it is the `.layer.css` form (`@layer mantine`): stylesheets now come
// in the order the chunks load, and the layer keeps the app's own rules
// (unlayered) above Mantine's whatever that order, as the app relies on.
// Within Mantine, a component drawn on another (NavLink and Burger on
// UnstyledButton) overrides it by coming later in Mantine's whole stylesheet,
// at the same specificity: in chunks, the kit's UnstyledButton came after the
// layout's NavLink and Burger, and took back their padding and highlight. So
// each sheet is a sub-layer of `mantine` named by its place in the whole
// stylesheet (`mantine.c012`), their order declared by the first screen's
// base, which comes first: Mantine's cascade, whatever order the chunks load in.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const coreWhole = "import '@mantine/core/styles.layer.css';";
const datesWhole = "import '@mantine/dates/styles.layer.css';";
const coreBase = ['baseline', 'default-css-variables', 'global'].map((name) => `import '@mantine/core/styles/${name}.layer.css';`).join('\n');
const coreModule = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;
const datesModule = /[\\/]node_modules[\\/]@mantine[\\/]dates[\\/]esm[\\/].*\.module\.mjs$/;

const baseSheets = ['baseline', 'default-css-variables', 'global'];
const coreSheet = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.layer\.css$/;
const datesSheet = /[\\/]node_modules[\\/]@mantine[\\/]dates[\\/]styles\.layer\.css$/;
const opening = '@layer mantine {';

/**
 * Each component sheet's sub-layer, by where its first rule stands in Mantine's whole stylesheet;
 * the base sheets first (`c000`), the dates package's last.
 */
export function sheetLayers(stylesDir: string): { layerOf: (sheet: string) => string | undefined; order: string } {
  const whole = readFileSync(path.join(stylesDir, '..', 'styles.layer.css'), 'utf8');
  const places = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.layer.css'.length))
    .filter((name) => !baseSheets.includes(name))
    .map((name) => {
      const firstClass = /\.m_[0-9a-f]{8}/.exec(readFileSync(path.join(stylesDir, `${name}.layer.css`), 'utf8'))?.[0];
      return { name, at: firstClass ? whole.indexOf(firstClass) : -1 };
    })
    .filter((sheet) => sheet.at >= 0)
    .sort((a, b) => a.at - b.at);
  const layers = new Map<string, string>(baseSheets.map((name) => [name, 'mantine.c000']));
  places.forEach((sheet, index) => layers.set(sheet.name, `mantine.c${String(index + 1).padStart(3, '0')}`));
  layers.set('dates', 'mantine.dates');
  const order = [...new Set(layers.values())];
  return { layerOf: (sheet) => layers.get(sheet), order: `@layer ${order.join(', ')};\n` };
}

export function mantineStylesWithComponents(appFile = path.resolve('src/web/shell/app.tsx')): Plugin {
  const stylesDir = path.resolve('node_modules/@mantine/core/styles');
  const { layerOf, order } = sheetLayers(stylesDir);
  return {
    name: 'atelier-mantine-styles-with-components',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      const sheet = coreSheet.exec(file)?.[1] ?? (datesSheet.test(file) ? 'dates' : undefined);
      if (sheet !== undefined) {
        const layer = layerOf(sheet);
        if (!layer) return null;
        if (!code.startsWith(opening)) this.error(`${file} no longer opens with "${opening}"`);
        // The first sheet of all (the base's first) declares every sub-layer's place.
        return { code: `${sheet === baseSheets[0] ? order : ''}@layer ${layer} {${code.slice(opening.length)}`, map: null };
      }
      if (file === appFile) {
        if (!code.includes(coreWhole) || !code.includes(datesWhole)) this.error(`${appFile} no longer imports ${coreWhole} and ${datesWhole}`);
        return { code: code.replace(coreWhole, coreBase).replace(datesWhole, ''), map: null };
      }
      const name = coreModule.exec(file)?.[1];
      if (name && existsSync(path.join(stylesDir, `${name}.layer.css`))) {
        return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
      }
      if (datesModule.test(file)) return { code: `${datesWhole}\n${code}`, map: null };
      return null;
    },
  };
}
