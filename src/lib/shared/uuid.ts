// The shape of a uuid column's value (any version), checked before a query compares it with a uuid
// column: PostgreSQL refuses a malformed one with an error instead of finding nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` can be compared with a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
