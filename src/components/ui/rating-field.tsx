'use client';

import { useState } from 'react';
import { FormField } from './form-field';
import { RatingStars } from './rating-stars';
import { clampRating, RATING } from '@/lib/shared/rating';

/** A typed rating as the server keeps it: 1-5 with one decimal ('' is the default 5). */
const clamp = (value: string): string =>
  String(value.trim() === '' ? RATING.fallback : clampRating(Number(value.replace(',', '.'))));

/** The 1-5 rating with one decimal, with the stars it will show. */
export function RatingField({ defaultValue }: { defaultValue?: number }) {
  const [value, setValue] = useState(String(defaultValue ?? RATING.fallback));
  return (
    <div>
      <FormField
        label="Avaliação (1 a 5)"
        name="rating"
        type="number"
        inputMode="decimal"
        min={RATING.min}
        max={RATING.max}
        step={RATING.step}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => setValue(clamp(value))}
        hint="De 1 a 5, com uma casa decimal (ex.: 4,5)."
      />
      <div className="mt-2">
        <RatingStars rating={Number(clamp(value))} />
      </div>
    </div>
  );
}
