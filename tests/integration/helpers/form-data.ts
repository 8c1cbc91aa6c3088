/** A form's FormData as the browser sends it to a server action. */
export function formDataOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
