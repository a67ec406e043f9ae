import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the client and content when they are missing, then runs the server in
 * this same process (so signals reach it directly and a SIGKILL leaves no wrapper behind).
 */
const root = path.resolve(import.meta.dirname, '..');
const built = ['dist/client/index.html', 'dist/content/course.json'].every((f) => fs.existsSync(path.join(root, f)));
if (!built) {
  process.stdout.write('First start: building the app (npm run build)...\n');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import('../src/server/server.ts');
