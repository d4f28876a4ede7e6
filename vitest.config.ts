import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'site/app/**/*.test.{ts,tsx}',
      'site/vite/**/*.test.ts',
      'site/server/**/*.test.ts',
      'tools/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
