/** Marks a public page whose load is a visit (SPEC §4): record-visit.enhance.ts sends it. */
export function RecordVisit() {
  return <span hidden data-enhance="record-visit" />;
}
