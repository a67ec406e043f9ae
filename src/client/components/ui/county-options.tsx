import { COUNTY_OPTIONS } from '#shared/practice-tests.ts';

/**
 * The 26 counties and Other Counties as `<option>`s, for every county select (registration, study
 * plan, the Area Knowledge card, the simulator); `none` adds a first, empty choice.
 */
export function CountyOptions({ none }: { none?: string }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {COUNTY_OPTIONS.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}
