import path from 'node:path';

/**
 * The web's and src/shared's boundaries (docs/architecture.md, "Boundaries,
 * and why") as lint rules. They read where an import lands, not how it is
 * spelt: `../x/y`, `../../x/components/y` and `../../../modules/x/y` are the
 * same reach into module x, at whatever depth the importing file sits.
 */

const modulesDir = 'src/web/modules';

/** What a web module shows the others: its api/ (one file per operation) and its index.ts. */
const isPublicFace = (rest) => rest === '' || rest === 'index' || rest.startsWith('api/');

/** What may stand at a module's root; everything else lives in api/, components/ or pages/. */
const rootFiles = ['routes.tsx', 'index.ts', 'home-figures.ts'];
const moduleFolders = ['api', 'components', 'pages'];

/** Test-only packages a test beside a shared rule may use; the rule itself imports only zod. */
const sharedTestPackages = /^(vitest|fast-check|node:.+)$/;

const posix = (p) => p.split(path.sep).join('/');
const withoutExtension = (p) => p.replace(/\.(tsx?|jsx?|mjs)$/, '');

/** The file's path from the project root, and where a relative import from it lands. */
function placeOf(context) {
  const cwd = context.cwd;
  const file = posix(path.relative(cwd, context.filename));
  const landing = (specifier) =>
    specifier.startsWith('.') ? withoutExtension(posix(path.join(path.dirname(file), specifier))) : undefined;
  return { file, landing };
}

/** `{ module, rest }` of a path inside src/web/modules, or undefined. */
function webModuleOf(p) {
  if (!p?.startsWith(`${modulesDir}/`)) return undefined;
  const [module, ...rest] = p.slice(modulesDir.length + 1).split('/');
  return { module, rest: rest.join('/') };
}

/** Calls `check(specifier, node)` for every import, re-export, dynamic import and `import('x').T` type. */
function eachImport(check) {
  const literal = (source) => (source && typeof source.value === 'string' ? source.value : undefined);
  const visit = (node, source) => {
    const specifier = literal(source);
    if (specifier !== undefined) check(specifier, source);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    TSImportType: (node) => visit(node, node.argument?.literal ?? node.argument),
  };
}

const moduleFace = {
  meta: {
    type: 'problem',
    docs: { description: "A web module reaches another only through its public face (api/ or index.ts)." },
    messages: {
      internals:
        "A web module does not import another module's internals ('{{target}}'): import its api/ or its index.ts, or move the piece to ui/.",
    },
    schema: [],
  },
  create(context) {
    const { file, landing } = placeOf(context);
    const from = webModuleOf(file);
    if (!from) return {};
    return eachImport((specifier, node) => {
      const to = webModuleOf(landing(specifier));
      if (to && to.module !== from.module && !isPublicFace(to.rest)) {
        context.report({ node, messageId: 'internals', data: { target: `${to.module}/${to.rest}` } });
      }
    });
  },
};

const moduleLayout = {
  meta: {
    type: 'problem',
    docs: { description: 'A web module keeps the layout of docs/architecture.md.' },
    messages: {
      stray:
        "'{{file}}' is out of a web module's layout: at its root only {{roots}}; everything else in api/, components/ or pages/.",
    },
    schema: [],
  },
  create(context) {
    const { file } = placeOf(context);
    const inModule = webModuleOf(file);
    if (!inModule) return {};
    const [first, ...deeper] = inModule.rest.split('/');
    const fits = deeper.length === 0 ? rootFiles.includes(first) : moduleFolders.includes(first);
    if (fits) return {};
    return {
      Program: (node) =>
        context.report({ node, messageId: 'stray', data: { file: inModule.rest, roots: rootFiles.join(', ') } }),
    };
  },
};

const standsOnNoModule = {
  meta: {
    type: 'problem',
    docs: { description: 'shell/ and ui/ are what modules stand on: they import no module.' },
    messages: {
      module:
        "shell/ and ui/ import no module ('{{target}}'): what every module needs belongs in shell/ or ui/; a module registers into the shell, not the other way.",
    },
    schema: [],
  },
  create(context) {
    const { landing } = placeOf(context);
    return eachImport((specifier, node) => {
      const to = webModuleOf(landing(specifier));
      if (to) context.report({ node, messageId: 'module', data: { target: `${to.module}/${to.rest}` } });
    });
  },
};

const assemblesRoutes = {
  meta: {
    type: 'problem',
    docs: { description: "main.tsx and router.tsx assemble the modules' routes and public faces." },
    messages: {
      internals:
        "The app is put together from each module's routes.tsx and public face, not its internals ('{{target}}').",
    },
    schema: [],
  },
  create(context) {
    const { landing } = placeOf(context);
    return eachImport((specifier, node) => {
      const to = webModuleOf(landing(specifier));
      if (to && !isPublicFace(to.rest) && to.rest !== 'routes' && to.rest !== 'home-figures') {
        context.report({ node, messageId: 'internals', data: { target: `${to.module}/${to.rest}` } });
      }
    });
  },
};

const sharedOnlyZod = {
  meta: {
    type: 'problem',
    docs: { description: 'src/shared runs in the browser and in Node: it imports zod and itself, nothing else.' },
    messages: {
      outside: "src/shared imports only zod and other src/shared files, not '{{specifier}}'.",
    },
    schema: [],
  },
  create(context) {
    const { file, landing } = placeOf(context);
    const isTest = /\.test\.tsx?$/.test(file);
    return eachImport((specifier, node) => {
      const target = landing(specifier);
      const allowed =
        target !== undefined
          ? target.startsWith('src/shared/')
          : specifier === 'zod' || specifier.startsWith('zod/') || (isTest && sharedTestPackages.test(specifier));
      if (!allowed) context.report({ node, messageId: 'outside', data: { specifier } });
    });
  },
};

export const webBoundaries = {
  meta: { name: 'atelier-web-boundaries' },
  rules: {
    'module-face': moduleFace,
    'module-layout': moduleLayout,
    'stands-on-no-module': standsOnNoModule,
    'assembles-routes': assemblesRoutes,
    'shared-only-zod': sharedOnlyZod,
  },
};
