import { Star, StarHalf } from 'lucide-react';

/** A 1-5 rating with full and half stars and one decimal (SPEC §9). */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.min(5, Math.max(1, rating));
  const rounded = Math.round(value * 2) / 2;
  const full = Math.floor(rounded);
  const half = rounded - full === 0.5;
  const shown = value.toFixed(1);
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={`Avaliação: ${shown} de 5`} className="relative flex text-slate-300">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} aria-hidden="true" className="size-5" />
        ))}
        <span className="absolute inset-0 flex text-accent-500">
          {Array.from({ length: full }, (_, i) => (
            <Star key={i} aria-hidden="true" data-star="full" className="size-5 fill-current" />
          ))}
          {half && <StarHalf aria-hidden="true" data-star="half" className="size-5 fill-current" />}
        </span>
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
        {shown}
      </span>
    </div>
  );
}
