import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Glossary } from '#shared/schemas/glossary.ts';
import type { ModuleContent } from '#shared/schemas/training.ts';
import { vehicleTypeName, type VehicleType } from '#shared/vehicle-types.ts';
import { GlossaryHtml } from '#client/components/glossary/glossary-html.tsx';
import { KeyPoints } from './key-points.tsx';

/** Where the block lives, and the fragment the other pages link to. */
export const VEHICLE_BLOCK_PAGE = 1;
const ANCHOR = 'special-considerations';

interface Props {
  type: VehicleType;
  block: NonNullable<ModuleContent['vehicleContent']>;
  pageNumber: number;
  glossary: Glossary | undefined;
}

/**
 * The vehicle-specific block (spec §2 Special Considerations) is one per module, not one per
 * page: shown in full on the module's first page, and linked from every other page (issue 32 §8;
 * it runs to 400–600 words, which buried each page's own end under a repeat).
 */
export function VehicleBlock({ type, block, pageNumber, glossary }: Props) {
  const name = vehicleTypeName(type);
  if (pageNumber !== VEHICLE_BLOCK_PAGE) {
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        What this module means for {name} drivers in particular is on page {VEHICLE_BLOCK_PAGE}:{' '}
        <Link to={{ search: `?type=${type}&page=${VEHICLE_BLOCK_PAGE}`, hash: ANCHOR }} className="font-semibold text-brand-700 underline">
          Special Considerations: {name}
        </Link>
        .
      </p>
    );
  }
  return <FullBlock name={name} block={block} glossary={glossary} />;
}

function FullBlock({ name, block, glossary }: { name: string; block: Props['block']; glossary: Glossary | undefined }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash, key } = useLocation();
  // Arriving by the link from another page: the heading takes focus, which also brings it into view.
  useEffect(() => {
    if (hash === `#${ANCHOR}`) headingRef.current?.focus();
  }, [hash, key]);
  return (
    <section aria-labelledby={ANCHOR} className="flex scroll-mt-4 flex-col gap-4 rounded-lg border border-amber-300 bg-amber-50 p-5">
      <h3 id={ANCHOR} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        Special Considerations: {name}
      </h3>
      <GlossaryHtml className="module-prose" html={block.additionalContent} glossary={glossary} />
      <KeyPoints title="Additional Key Points" points={block.additionalKeyPoints} />
    </section>
  );
}
