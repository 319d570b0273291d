import { defineConfig } from 'vite';

// React's automatic JSX runtime through Vite's own transform; no plugin is needed for a build.
export default defineConfig({
  root: __dirname,
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
