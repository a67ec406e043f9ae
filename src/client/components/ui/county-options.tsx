import { COUNTIES } from '#shared/practice-tests.ts';

/**
 * The 26 counties as `<option>`s, for every county select (registration, study plan, the Area
 * Knowledge card, the simulator); `none` adds a first, empty choice. Every county has its own
 * Area Knowledge test (issue 21), so "Other Counties" is no longer offered beside them (issue 32
 * §9): everywhere in the State is in one of the 26.
 */
export function CountyOptions({ none }: { none?: string }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {COUNTIES.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}
