import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiPort = process.env.PORT ?? '5001';

export default defineConfig({
  plugins: [react(), siteNameInDevelopment()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
