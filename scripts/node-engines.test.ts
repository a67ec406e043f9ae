import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** semver is installed with npm's own tooling; its types are not, so the calls used are typed here. */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies: (version: string, range: string) => boolean;
  subset: (sub: string, sup: string) => boolean;
};

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every installed package's declared `engines.node`, nested copies included. */
function declaredEngines(dir = path.join(ROOT, 'node_modules'), found = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      declaredEngines(full, found);
      continue;
    }
    const manifest = path.join(full, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; engines?: { node?: unknown } };
      if (typeof pkg.engines?.node === 'string') found.set(path.relative(ROOT, full), pkg.engines.node);
    }
    const nested = path.join(full, 'node_modules');
    if (fs.existsSync(nested)) declaredEngines(nested, found);
  }
  return found;
}

/** The README's quick start names one Node.js version to install (issue 32 §9: it must be one the dependencies accept). */
function readmeNode(): string {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const version = /On a fresh machine with Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1];
  if (!version) throw new Error('README.md: the quick start no longer names a Node.js version');
  return `${version}.0`;
}

describe('the Node.js version the README and package.json ask for (issue 32 §9)', () => {
  const engines = declaredEngines();

  it('satisfies every installed dependency’s declared engines', () => {
    const version = readmeNode();
    const refused = [...engines].filter(([, range]) => !semver.satisfies(version, range)).map(([pkg, range]) => `${pkg}: ${range}`);
    expect(refused).toEqual([]);
  });

  it('is the oldest such version the README could name, so it asks for no more than it must', () => {
    const [major, minor] = readmeNode().split('.').map(Number) as [number, number];
    const older = `${major}.${minor - 1}.99`;
    expect([...engines].some(([, range]) => !semver.satisfies(older, range))).toBe(true);
  });

  it('never lets package.json accept a Node.js the build tools refuse', () => {
    const own = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(semver.satisfies(readmeNode(), own)).toBe(true);
    // Vite 8 (and Rolldown, vite-plugin-pwa) start at 20.19: nothing older may be accepted.
    for (const tool of ['node_modules/vite', 'node_modules/rolldown', 'node_modules/vite-plugin-pwa']) {
      const range = engines.get(tool);
      if (range) expect(semver.subset(own, range), `${tool} needs ${range}`).toBe(true);
    }
  });
});
