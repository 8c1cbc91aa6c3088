// A rating, the kit's 'rating' field (SPEC §3, §5, §9): 1 to 5, default 5, kept as entered with one decimal
// (never rounded to half stars), shown with full and half stars and a decimal comma ('4,5').
// The one place the rule is written: the form's schema, its field and both displays use it.

export const RATING = { min: 1, max: 5, step: 0.1, fallback: 5 } as const;

/** A rating brought into 1-5 with one decimal. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return RATING.fallback;
  return Math.min(RATING.max, Math.max(RATING.min, Math.round(value * 10) / 10));
}

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '4,5', '5,0': the rating as Brazilians write it. */
export function formatRating(value: number): string {
  return decimal.format(clampRating(value));
}

/** The stars a rating fills: whole ones, then a half one from .5 up (4,3 → 4; 4,5 and 4,8 → 4½). */
export function ratingStars(value: number): { full: number; half: boolean } {
  const rating = clampRating(value);
  const full = Math.floor(rating);
  return { full, half: rating - full >= 0.5 };
}
