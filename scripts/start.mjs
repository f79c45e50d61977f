// `npm start`: builds the web app and the server bundle when they are missing or older than their
// sources, then runs the bundle in this process (plain Node: no TypeScript transform at start).
import './build-web-if-stale.mjs';
import { buildServerIfStale, serverBundle } from './build-server.mjs';
import { pathToFileURL } from 'node:url';

await buildServerIfStale();
await import(pathToFileURL(serverBundle).href);
