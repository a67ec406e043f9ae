import { BookOpen, Gauge, MapPin, RotateCcw, Timer, Volume2, WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TEXT_LINK } from '../link-styles.ts';
import { HomeSection } from './home-section.tsx';

/**
 * What the course does, each claim one a learner can check inside it (issue 32 §7): the real
 * test's format, all 26 counties, and the tools that help learners with English as a second language.
 */
const FEATURES = [
  {
    icon: Timer,
    title: 'An Entry Test simulator',
    text: 'Industry Knowledge, 54 questions in 54 minutes, then Area Knowledge for your county, 36 in 36 minutes, each part on its own clock. Flag questions, skip and come back, review before you end a part, and see your mark against 75% in each.',
  },
  {
    icon: MapPin,
    title: 'All 26 counties',
    text: 'Every county has its own Area Knowledge question bank and study page: the motorways, hospitals, transport hubs and venues of the county where you will work.',
  },
  {
    icon: RotateCcw,
    title: 'Spaced review',
    text: 'Every question you answer is scheduled to come back just before you would forget it, and the ones you get wrong come back sooner.',
  },
  {
    icon: Gauge,
    title: 'Readiness',
    text: 'Your chance of passing each part of the Entry Test, worked out from your own answers and shown against the 75% pass mark, so you know when to book.',
  },
  {
    icon: WifiOff,
    title: 'Study offline',
    text: 'Add SPSV Prep to your home screen like an app. The pages you have opened and your reviews work without a signal, and your answers are sent when you are back online.',
  },
  {
    icon: Volume2,
    title: 'Read-aloud and plain English',
    text: 'Listen to any page, question or explanation at the speed you choose. Short sentences and a glossary of key terms help if English is not your first language.',
  },
  {
    icon: BookOpen,
    title: '12 course modules',
    text: 'Every chapter of the official SPSV manual (edition 8), with key points on each page, a quiz for each module and extra material for your vehicle type.',
  },
] as const;

export function FeaturesSection() {
  return (
    <HomeSection
      id="features"
      title="Built for the real SPSV Entry Test"
      intro="One course that takes you from your first read of the manual to test day, whichever vehicle you plan to drive."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-lg text-slate-800">
        See for yourself before you pay:{' '}
        <Link to="/taster" className={TEXT_LINK}>
          read a page of the course and try ten sample questions free
        </Link>
        , no account needed.
      </p>
    </HomeSection>
  );
}
