import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { scrollToSection } from '#client/lib/home-sections.ts';
import { AboutSection } from './home/about-section.tsx';
import { ContactSection } from './home/contact-section.tsx';
import { CtaSection } from './home/cta-section.tsx';
import { FaqSection } from './home/faq-section.tsx';
import { FeaturesSection } from './home/features-section.tsx';
import { HeroSection } from './home/hero-section.tsx';
import { LicenceChecklistSection } from './home/licence-checklist-section.tsx';
import { PreviewSection } from './home/preview-section.tsx';
import { PricingSection } from './home/pricing-section.tsx';
import { SeoTextSection } from './home/seo-text-section.tsx';
import { TestimonialsSection } from './home/testimonials-section.tsx';
import { TrainingSection } from './home/training-section.tsx';

/** The landing page: the twelve sections in the spec's order (spec §2). */
export function HomePage() {
  usePageMeta({
    title: 'SPSV Prep',
    description:
      'Online SPSV course for Ireland: study the official SPSV manual in plain English, take timed practice tests and county area knowledge tests, and pass your taxi, hackney or limousine Entry Test.',
    path: '/',
    keywords:
      'SPSV, SPSV test, SPSV Entry Test, SPSV course, taxi licence Ireland, hackney licence, limousine licence, area knowledge test, industry knowledge test, NTA, practice tests',
  });

  // Arriving at /#section from another route scrolls to that section.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) scrollToSection(hash.slice(1));
  }, [hash]);

  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PreviewSection />
      <TrainingSection />
      <LicenceChecklistSection />
      <SeoTextSection />
      <PricingSection />
      <TestimonialsSection />
      <AboutSection />
      <ContactSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
