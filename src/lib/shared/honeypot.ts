/** Name of the public forms' hidden field: a person leaves it empty, form-filling robots do not. */
export const HONEYPOT_FIELD = 'website';
