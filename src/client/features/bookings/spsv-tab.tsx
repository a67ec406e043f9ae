import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SpsvCentre } from '#shared/schemas/reference.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-800">
      <span aria-hidden className="mt-0.5 text-brand-700">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  );
}

/** One service point with only its own contacts: nothing is shown that a source does not give. */
function ServicePoint({ centre }: { centre: SpsvCentre }) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-3">
        <h3 className="text-lg font-semibold text-slate-900">{centre.name}</h3>
        <p className="text-sm font-medium text-brand-800">{centre.role}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Line icon={<MapPin className="h-4 w-4" />}>{centre.address}</Line>
        {centre.phone && <Line icon={<Phone className="h-4 w-4" />}>{centre.phone}</Line>}
        {centre.email && <Line icon={<Mail className="h-4 w-4" />}>{centre.email}</Line>}
        {centre.hours && <Line icon={<Clock className="h-4 w-4" />}>{centre.hours}</Line>}
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {centre.services.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <a href={centre.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 underline">
          {new URL(centre.website).hostname.replace(/^www\./, '')} <ExternalLink aria-hidden className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}

/** The SPSV Test Bookings tab: how the Entry Test works and is booked, then the ten service points. */
export function SpsvTab({ centres }: { centres: readonly SpsvCentre[] }) {
  return (
    <>
      <section aria-labelledby="entry-test" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="entry-test" className="text-xl font-bold text-slate-900">
          Booking the SPSV Driver Entry Test
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>The National Transport Authority (NTA) runs the test. Local area hackney driver applicants do not need it.</li>
          <li>
            It has two parts sat in one session: Industry Knowledge (54 questions in 54 minutes) and Area Knowledge for the county where you want to work
            (36 questions in 36 minutes). You need 75% in each part.
          </li>
          <li>The fee is €90. The NTA says the test is held at five locations around the country; ask which is nearest to you when you book.</li>
          <li>Book with the NTA by phone. Its pages give 0818 064 000 for SPSV bookings; check the current number on nationaltransport.ie before you call.</li>
          <li>If you pass one part and fail the other, the pass stands for one year and you resit only the part you failed.</li>
        </ul>
      </section>
      <section aria-labelledby="service-points" className="flex flex-col gap-4">
        <h2 id="service-points" className="text-xl font-bold text-slate-900">
          SPSV and NTA service points
        </h2>
        <p className="text-sm text-slate-700">Where each step of the licence happens, with the contact details the NTA, NSAI and Gardaí publish.</p>
        <ul className="grid gap-4 md:grid-cols-2">
          {centres.map((c) => (
            <li key={c.id}>
              <ServicePoint centre={c} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
