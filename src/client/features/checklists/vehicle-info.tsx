import { isTaxiType, isWheelchairType, LICENCE_FEES } from '#shared/licence-data.ts';
import type { LicenceInfo } from '#shared/schemas/reference.ts';
import { vehicleTypeName, type VehicleType } from '#shared/vehicle-types.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';

const euro = (n: number) => `€${n}`;

/** The vehicle tab's fee structure, requirements and example models (spec §2 /checklists). */
export function VehicleInfo({ type, info }: { type: VehicleType; info: LicenceInfo }) {
  const fees = LICENCE_FEES[type];
  const rows: [string, string][] = [
    ['Initial licence fee', euro(fees.initialLicenseFee)],
    ['Renewal fee', euro(fees.renewalFee)],
    ['Suitability test fee', euro(fees.suitabilityTestFee)],
    ['Suitability test every', `${fees.suitabilityFrequencyMonths} months`],
    ['Maximum vehicle age', `${fees.maxAgeYears} years`],
    ...(isTaxiType(type) && fees.meterCost !== null ? ([['Taximeter verification fee', euro(fees.meterCost)]] as [string, string][]) : []),
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-bold text-slate-900">Licence fee structure: {vehicleTypeName(type)}</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Licence fees for a {vehicleTypeName(type)}</caption>
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label} className="border-b border-slate-200 last:border-0">
                  <th scope="row" className="py-2 font-medium text-slate-700">
                    {label}
                  </th>
                  <td className="py-2 text-right font-semibold text-slate-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {type === 'limousine' && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              Limousine: a one-off €1000 initial fee, €150 annual renewal, and suitability tests every 6 months.
            </p>
          )}
          {isWheelchairType(type) && (
            <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-800">Wheelchair accessible vehicles get a 50% discount on licence fees.</p>
          )}
          {info.notes.map((n) => (
            <p key={n} className="text-sm text-slate-700">
              {n}
            </p>
          ))}
          <p className="text-xs text-slate-600">Fees change from time to time: check the current figures with the NTA before you apply.</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-bold text-slate-900">Vehicle requirements</h2>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-800">
            {info.vehicleRequirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <h2 className="text-lg font-bold text-slate-900">Approved vehicle models (examples)</h2>
          <p className="text-sm text-slate-700">Models commonly licensed for this category. The NTA&apos;s own list has the final word.</p>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
            {info.acceptableVehicles.map((v) => (
              <li key={v} className="rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900">
                {v}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
