import { BookOpen, Calendar, Car, ClipboardCheck, MapPin, Timer } from 'lucide-react';
import { HomeSection } from './home-section.tsx';

const FEATURES = [
  {
    icon: BookOpen,
    title: '12 course modules',
    text: 'Every chapter of the official SPSV manual in plain English, with key points on each page and extra material for your vehicle type.',
  },
  {
    icon: Timer,
    title: 'Timed practice tests',
    text: 'Industry Knowledge and Customer Service tests plus an 80-question full mock exam, with an explanation for every answer.',
  },
  {
    icon: MapPin,
    title: 'County area knowledge',
    text: 'Area knowledge tests for Dublin, Cork, Galway, Limerick and Waterford, and a general test for every other county.',
  },
  {
    icon: ClipboardCheck,
    title: 'Licence checklists',
    text: 'Track the driver and vehicle licence requirements for your vehicle type, save your progress and download the list.',
  },
  {
    icon: Car,
    title: 'Approved vehicle finder',
    text: 'Search makes and models and see at a glance which are suitable for taxi, hackney or limousine work.',
  },
  {
    icon: Calendar,
    title: 'Booking guidance',
    text: 'Where and how to book your NCT and SPSV tests through the official channels, and how far ahead to book.',
  },
] as const;

export function FeaturesSection() {
  return (
    <HomeSection
      id="features"
      title="Everything you need to get your SPSV licence"
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
    </HomeSection>
  );
}
