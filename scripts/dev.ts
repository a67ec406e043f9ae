import { spawn } from 'node:child_process';

/** `npm run dev`: the API server (port 5000) and Vite's dev server (5173, proxying /api). */
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
