#!/usr/bin/env node
// Starts the Material for React docs MCP server over stdio (see the package's README).
let server;
try {
  server = await import('../dist/docs-mcp.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('docs-mcp.js')) {
    throw error;
  }
  process.stderr.write(
    'material-react-docs-mcp: the server is not built. In the repository, run `npm run build:mcp`.\n',
  );
  process.exit(1);
}
await server.main();
