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
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const coreWhole = "import '@mantine/core/styles.layer.css';";
const datesWhole = "import '@mantine/dates/styles.layer.css';";
const coreBase = ['baseline', 'default-css-variables', 'global'].map((name) => `import '@mantine/core/styles/${name}.layer.css';`).join('\n');
const coreModule = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;
const datesModule = /[\\/]node_modules[\\/]@mantine[\\/]dates[\\/]esm[\\/].*\.module\.mjs$/;

export function mantineStylesWithComponents(appFile = path.resolve('src/web/shell/app.tsx')): Plugin {
  const stylesDir = path.resolve('node_modules/@mantine/core/styles');
  return {
    name: 'atelier-mantine-styles-with-components',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
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
