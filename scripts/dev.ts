import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server (port 5000) and Vite's dev server (5173, proxying /api).
 * The server restarts on a change to its code or to content/; on start it rebuilds a compiled
 * course older than content/ (src/server/content/course-store.ts), so an edited page shows at
 * once. Watch paths replace Node's import tracking, hence the server and shared folders too.
 */
const watch = ['src/server', 'src/shared', 'content'].map((dir) => `--watch-path=${dir}`);
const children = [
  spawn(process.execPath, ['--import', 'tsx', ...watch, 'src/server/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
