import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The API server runs separately in development; everything it answers is proxied so the
// browser sees one origin, as in production where the server also serves this app.
const API_TARGET = 'http://localhost:3000';
const API_PREFIXES = [
  'graphql',
  'auth',
  'profile',
  'analytics',
  'api',
  'healthz',
  'readyz',
  'dev',
  'asset-instance',
  'upload',
  'files',
  'folder',
  'unlock-pdf-password',
  'v2',
  'reviews',
  'user',
  'billing',
  'stripe',
  'sandbox-gateway',
];

const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix): [string, ProxyOptions] => [
    // Match the whole first segment only, so /devices or /authors would stay with the app.
    `^/${prefix}(?:[/?]|$)`,
    { target: API_TARGET, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-transition-group)/,
            },
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
