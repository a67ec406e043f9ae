import { useId, useState } from 'react';
import { getModule } from '#shared/modules.ts';
import { DEFAULT_VEHICLE_TYPE, isVehicleType, VEHICLE_TYPES, vehicleTypeName, type VehicleType } from '#shared/vehicle-types.ts';
import { Select } from '#client/components/ui/select.tsx';

/** Sample figures for the preview only (spec §2: "a static progress display"). */
const SAMPLE_PROGRESS = [
  { label: 'Training Completion', value: 42 },
  { label: 'Practice Tests', value: 65 },
  { label: 'Checklists Completed', value: 50 },
] as const;

const CONTINUE_TITLE = `Module 5: ${getModule(5)?.title ?? 'Working as an SPSV Operator'}`;

function SampleBar({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-700">{value}%</span>
      </div>
      <div role="progressbar" aria-label={`${label} (sample)`} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} className="mt-1.5 h-2.5 rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

export function PreviewDashboard() {
  const selectId = useId();
  const [vehicleType, setVehicleType] = useState<VehicleType>(DEFAULT_VEHICLE_TYPE);

  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-2xl font-bold text-slate-900">Dashboard</p>
        <div className="flex flex-col gap-1.5 sm:w-72">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
            Vehicle type (preview)
          </label>
          <Select
            id={selectId}
            value={vehicleType}
            onChange={(event) => {
              if (isVehicleType(event.target.value)) setVehicleType(event.target.value);
            }}
          >
            {VEHICLE_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
        {SAMPLE_PROGRESS.map((item) => (
          <SampleBar key={item.label} {...item} />
        ))}
      </div>
      <div className="rounded-xl border border-slate-200 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900">Continue Your Training</p>
          <span aria-live="polite" className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {vehicleTypeName(vehicleType)} training
          </span>
        </div>
        <p className="mt-3 text-lg font-bold text-slate-900">{CONTINUE_TITLE}</p>
        <p className="mt-1 text-sm text-slate-700">Page 3 of 6 · 50% complete</p>
        <div aria-hidden className="mt-2 h-2.5 rounded-full bg-slate-200">
          <div className="h-full w-1/2 rounded-full bg-brand-700" />
        </div>
        <span aria-hidden className="mt-4 inline-flex h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white">
          Continue Learning
        </span>
      </div>
    </div>
  );
}
