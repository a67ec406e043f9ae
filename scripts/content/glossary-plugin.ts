import path from 'node:path';
import type { Plugin } from 'vite';
import { loadGlossary } from '../../src/server/content/glossary.ts';

const ID = 'virtual:glossary';
const RESOLVED = `\0${ID}`;

/**
 * `import('virtual:glossary')` in the client: the checked glossary as a chunk of its own (issue
 * 23), loaded only by the pages that mark or list terms, and precached for offline reading.
 */
export function glossaryPlugin(root: string): Plugin {
  const file = path.join(root, 'content', 'data', 'glossary.yaml');
  return {
    name: 'spsv-glossary',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      const { glossary, errors } = loadGlossary(file);
      if (errors.length > 0) this.error(`Glossary check failed:\n${errors.join('\n')}`);
      return `export default ${JSON.stringify(glossary)};`;
    },
  };
}
