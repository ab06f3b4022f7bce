import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The browser app. `npm run dev` serves it with a proxy to the API server on API_PORT (default 8080). */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT || 8080}`, changeOrigin: true } },
  },
});
