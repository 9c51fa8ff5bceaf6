import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/** In development the page shows the configured site name; in production the server fills it in. */
function siteNameInDevelopment(): Plugin {
  return {
    name: 'site-name-in-development',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%SITE_NAME%', process.env.SITE_NAME ?? 'Hostel Community')
        .replaceAll('%SITE_TIMEZONE%', process.env.SITE_TIMEZONE ?? 'Asia/Kolkata'),
  };
}

const MUI_THEME_PROVIDER = '\0mui-theme-provider-without-css-variables';

/**
 * MUI's `createTheme` and `ThemeProvider` carry its CSS-variables mode (color schemes, a provider
 * that stores the scheme, a script), which our theme does not use: about 8 KB of the first
 * script. Inside @mui/material/styles this resolves them to MUI's own plain versions, which is
 * what they do for a theme without `cssVariables` and `colorSchemes` (like ours).
 */
function muiWithoutCssVariables(): Plugin {
  const stylesDir = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+$/;
  let themeProviderDir = '';
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !stylesDir.test(importer)) return null;
      const dir = path.dirname(importer);
      if (source === './createTheme.mjs') return path.join(dir, 'createThemeNoVars.mjs');
      if (source === './ThemeProvider.mjs') {
        themeProviderDir = dir;
        return MUI_THEME_PROVIDER;
      }
      return null;
    },
    load(id) {
      if (id !== MUI_THEME_PROVIDER) return null;
      // ThemeProvider.mjs for a theme without color schemes: `vars: null` unless it has `vars`.
      const file = (name: string) => JSON.stringify(path.join(themeProviderDir, name));
      return `import * as React from 'react';
import ThemeProviderNoVars from ${file('ThemeProviderNoVars.mjs')};
import THEME_ID from ${file('identifier.mjs')};
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return React.createElement(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`;
    },
  };
}

/** Where index.html lists the app's code for the first script to fetch (src/client/main.tsx). */
const APP_CODE_ID = 'app-code';

/** The script of a visitor's server-rendered page, which the first script loads instead of the app. */
const VISITOR_CODE = /[\\/]src[\\/]client[\\/]visitor[\\/]/;

/**
 * The first script (src/client/main.tsx) only waits for the first paint, then fetches the app's
 * code and starts it. That code is listed in index.html, inside a template so the browser does
 * not fetch it before the page has painted (the pictures and fonts of a server-rendered page go
 * first); the first script then fetches it all at once rather than a module at a time.
 */
function listAppCode(): Plugin {
  return {
    name: 'list-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        // gate.html's script starts the gate itself: it has no app code to fetch.
        if (!bundle || !entry || !context.path.endsWith('/index.html')) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports
          .filter((fileName) => {
            const chunk = bundle[fileName];
            return !(chunk?.type === 'chunk' && VISITOR_CODE.test(chunk.facadeModuleId ?? ''));
          })
          .forEach(visit);
        const links: HtmlTagDescriptor[] = [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          }));
        return {
          html,
          tags: [
            { tag: 'template', attrs: { id: APP_CODE_ID }, children: links, injectTo: 'body' },
          ],
        };
      },
    },
  };
}

/** The Latin faces of the text's weights: body 400, buttons and small headings 600, headings 700. */
const PRELOADED_FONT = /^assets\/noto-sans-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * The fonts are otherwise found only once the stylesheet has been read and the text laid out,
 * so a server-rendered page first paints with the fallback font and then moves when they arrive
 * (a layout shift of 0.2 on /gc's long paragraphs). Preloaded, they are there for the first paint.
 */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((fileName) =>
          PRELOADED_FONT.test(fileName),
        );
        return fonts.map((fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
            href: `/${fileName}`,
          },
          injectTo: 'head',
        }));
      },
    },
  };
}

const apiPort = process.env.PORT ?? '5001';

/** `@/domain/events` is `src/domain/events`, as tsconfig.json's `paths` says. */
export const sourceAlias = { find: /^@\//, replacement: `${path.resolve('src')}/` };

export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    siteNameInDevelopment(),
    listAppCode(),
    preloadFonts(),
  ],
  resolve: { alias: [sourceAlias] },
  // `vite build` builds both environments: the browser's app, and the server's renderer of the
  // public pages (src/client/entry-server.tsx, with its libraries bundled in).
  builder: {},
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: false,
        // Every browser the site supports preloads modules itself.
        modulePreload: { polyfill: false },
        // The gate (/gate) is a page of its own: the server sends gate.html for it.
        rollupOptions: { input: ['index.html', 'gate.html'] },
      },
    },
    ssr: {
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: 'dist/server',
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: {
          input: 'src/client/entry-server.tsx',
          // One bundle: the lazy parts the browser loads on demand are all inside it anyway.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
