import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CONTACTS, type NctCentre } from '#shared/schemas/reference.ts';
import { irishDay } from '#shared/study-plan.ts';
import { sitsEntryTest } from '#shared/vehicle-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useReference } from '#client/lib/queries/reference.ts';
import { useStudyPlan } from '#client/lib/queries/study-plan.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { initialBookingsTab } from './bookings-tab.ts';
import { SpsvTab } from './spsv-tab.tsx';

function ExternalButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild className="self-start">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children} <ExternalLink aria-hidden className="h-4 w-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}

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

/** The parts every centre card shares: name, address and the national contact numbers. */
function CentreCard({ name, address, phone, email, children }: { name: string; address: string; phone: string; email: string; children: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-3">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Line icon={<MapPin className="h-4 w-4" />}>{address}</Line>
        <Line icon={<Phone className="h-4 w-4" />}>{phone}</Line>
        <Line icon={<Mail className="h-4 w-4" />}>{email}</Line>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * An NCT centre and where to book it. The spec's "sample available dates" are gone (issue 32 §9):
 * made-up slots beside a real centre read as real ones; ncts.ie shows the real slots.
 */
function NctCard({ centre }: { centre: NctCentre }) {
  return (
    <CentreCard name={centre.name} address={centre.address} phone={`NCT booking line: ${CONTACTS.nctBookingPhone}`} email={CONTACTS.nctBookingEmail}>
      <p className="text-sm text-slate-700">Free slots are shown when you book on ncts.ie.</p>
      <ExternalButton href={CONTACTS.nctWebsite}>Book an NCT</ExternalButton>
    </CentreCard>
  );
}

export function BookingsPage() {
  usePageMeta({ title: 'Bookings', description: 'How to book the NCT and SPSV tests.', path: '/bookings', noindex: true });
  const reference = useReference();
  const user = useCurrentUser();
  const plan = useStudyPlan(user.hasPurchased);
  const opening = initialBookingsTab({ entryTest: sitsEntryTest(user.vehicleType), testDate: plan.data?.testDate, today: irishDay(new Date()) });
  const [chosen, setChosen] = useState<string | null>(null);
  // The tab depends on the learner's test date: wait for it rather than switch tabs under them.
  const pending = reference.isPending || (user.hasPurchased && plan.isPending);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Bookings</h1>
        <p className="mt-2 text-slate-700">Where and how to book the tests and inspections on your way to an SPSV licence.</p>
      </div>
      <aside aria-labelledby="booking-info" className="rounded-lg border border-brand-100 bg-brand-50 p-5 text-slate-900">
        <h2 id="booking-info" className="font-bold">
          Booking through official channels
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>Appointments are made only through the official channels: the NCT booking service and the National Transport Authority. SPSV Prep does not book anything for you.</li>
          <li>Payment is handled by them when you book. We never take booking fees.</li>
          <li>Confirmation emails come from them, so keep those emails and bring what they ask for.</li>
          <li>Book driver tests at least 7 days ahead.</li>
          <li>Book vehicle inspections at least 14 days before you intend to start working.</li>
          <li>If a vehicle fails an inspection, remedy the faults and present it again within 21 days.</li>
        </ul>
      </aside>
      {pending ? (
        <p role="status">Loading...</p>
      ) : reference.isError ? (
        <p role="alert" className="text-red-800">
          The centre lists could not be loaded. Please refresh the page.
        </p>
      ) : (
        <Tabs value={chosen ?? opening} onValueChange={setChosen}>
          <TabsList aria-label="Bookings">
            <TabsTrigger value="nct">NCT Bookings</TabsTrigger>
            <TabsTrigger value="spsv">SPSV Test Bookings</TabsTrigger>
          </TabsList>
          <TabsContent value="nct" className="flex flex-col gap-4">
            <h2 className="text-xl font-bold text-slate-900">NCT test centres</h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {reference.data.centres.nctCentres.map((c) => (
                <li key={c.id}>
                  <NctCard centre={c} />
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="spsv" className="flex flex-col gap-4">
            <SpsvTab centres={reference.data.centres.spsvCentres} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
