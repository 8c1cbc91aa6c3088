import { Star, StarHalf } from 'lucide-react';

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A 1-5 rating as full and half stars with one decimal (SPEC §9). */
export function RatingStars({ rating, showValue = true }: { rating: number; showValue?: boolean }) {
  const value = Math.round(rating * 2) / 2;
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={`Nota ${decimal.format(value)} de 5`}
    >
      <span aria-hidden className="inline-flex text-accent-500">
        {[1, 2, 3, 4, 5].map((position) =>
          value >= position ? (
            <Star key={position} className="size-4 fill-current" />
          ) : value >= position - 0.5 ? (
            <StarHalf key={position} className="size-4 fill-current" />
          ) : (
            <Star key={position} className="size-4 text-slate-300" />
          ),
        )}
      </span>
      {showValue && (
        <span aria-hidden className="text-sm text-slate-600">
          {decimal.format(value)}
        </span>
      )}
    </span>
  );
}
