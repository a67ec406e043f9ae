import { useState } from 'react';
import { VEHICLE_TYPE_DESCRIPTIONS, VEHICLE_TYPES, vehicleTypeName, type VehicleType } from '#shared/vehicle-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useUpdateUser } from './api/account.ts';
import { Panel } from './panel.tsx';

export function VehicleTypePanel({ current }: { current: VehicleType }) {
  const [choice, setChoice] = useState<VehicleType>(current);
  const update = useUpdateUser();
  const save = () =>
    update.mutate(
      { vehicleType: choice },
      {
        onSuccess: () => notify('Vehicle type changed', `Your course now follows the ${vehicleTypeName(choice)} licence. Progress for other types is kept.`),
        onError: () => notifyError('Error', 'Failed to change your vehicle type. Please try again.'),
      },
    );
  return (
    <Panel title="Vehicle Type" intro="Your training, checklists, test history and vehicle finder follow this licence type.">
      <div className="rounded-lg bg-brand-50 p-4">
        <p className="text-sm font-semibold text-brand-800">Selected: {vehicleTypeName(current)}</p>
        <p className="mt-1 text-slate-800">{VEHICLE_TYPE_DESCRIPTIONS[current]}</p>
      </div>
      <FormField label="Choose a vehicle type" hint={VEHICLE_TYPE_DESCRIPTIONS[choice]}>
        <Select value={choice} onChange={(e) => setChoice(e.target.value as VehicleType)}>
          {VEHICLE_TYPES.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </Select>
      </FormField>
      <Button className="self-start" onClick={save} disabled={choice === current || update.isPending}>
        {update.isPending ? 'Saving...' : 'Change Vehicle Type'}
      </Button>
    </Panel>
  );
}
