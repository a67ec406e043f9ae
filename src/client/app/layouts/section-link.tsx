import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { scrollToSection, type HomeSectionId } from '#client/lib/home-sections.ts';

interface Props {
  section: HomeSectionId;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/** Scrolls to a home page section on `/`; from any other route goes to `/#section` (spec §2). */
export function SectionLink({ section, className, children, onNavigate }: Props) {
  const location = useLocation();
  const href = section === 'home' ? '/' : `/#${section}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (location.pathname !== '/') return;
    event.preventDefault();
    window.history.replaceState(null, '', href);
    // Scroll once the mobile menu has closed and the sticky header has its final height;
    // scrolling first would land the heading under it (issue 14).
    requestAnimationFrame(() => requestAnimationFrame(() => scrollToSection(section)));
  };
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
