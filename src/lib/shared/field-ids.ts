// The ids that tie a form control to its texts (aria-describedby), shared by the field markup
// (src/components/ui/field-markup.tsx) and the public pages' script (src/enhance/public-form.ts).

/** The id of a control's error text. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/** The id of a control's hint. */
export const fieldHintId = (controlId: string) => `${controlId}-hint`;
