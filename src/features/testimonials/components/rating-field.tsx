'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { RatingStars } from '@/components/ui/rating-stars';
import { RATING } from '../schema';

/** Keeps a typed rating within 1-5 in half steps, as the server does. */
function clamp(value: string): string {
  const number = Number(value.replace(',', '.'));
  if (value.trim() === '' || !Number.isFinite(number)) return String(RATING.fallback);
  const rounded = Math.round(number / RATING.step) * RATING.step;
  return String(Math.min(RATING.max, Math.max(RATING.min, rounded)));
}

/** The 1-5 rating with half steps, with the stars it will show. */
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
        hint="De 1 a 5, com meias estrelas."
      />
      <div className="mt-2">
        <RatingStars rating={Number(clamp(value))} />
      </div>
    </div>
  );
}
