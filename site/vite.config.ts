import {reactRouter} from '@react-router/dev/vite';
import {defineConfig} from 'vite';
import {themeAssets} from './vite/theme-assets-plugin';

export default defineConfig({
  plugins: [reactRouter(), themeAssets()],
  server: {port: 4200, strictPort: true},
});
