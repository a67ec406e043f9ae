/** The checked course glossary, compiled by scripts/content/glossary-plugin.ts. */
declare module 'virtual:glossary' {
  import type { Glossary } from '#shared/schemas/glossary.ts';

  const glossary: Glossary;
  export default glossary;
}
