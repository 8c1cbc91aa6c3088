import { Icon } from '@/components/ui/icon';
import { formatRating, ratingStars } from '@/lib/shared/rating';

const SIZES = { sm: 'size-4', md: 'size-5' } as const;

/**
 * A 1-5 rating as full and half stars with its value to one decimal (SPEC §9), the same on the
 * public site and in the admin: 'Nota 4,5 de 5'.
 */
export function RatingStars({
  rating,
  showValue = true,
  size = 'sm',
}: {
  rating: number;
  showValue?: boolean;
  size?: keyof typeof SIZES;
}) {
  const shown = formatRating(rating);
  const { full, half } = ratingStars(rating);
  const icon = SIZES[size];
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={`Nota ${shown} de 5`} className="inline-flex text-accent-500">
        {[1, 2, 3, 4, 5].map((position) =>
          position <= full ? (
            <Icon name="star" key={position} data-star="full" className={`${icon} fill-current`} />
          ) : position === full + 1 && half ? (
            <Icon name="star-half" key={position} data-star="half" className={`${icon} fill-current`} />
          ) : (
            <Icon name="star" key={position} className={`${icon} text-slate-300`} />
          ),
        )}
      </span>
      {showValue && (
        <span aria-hidden className="text-sm font-semibold text-slate-700">
          {shown}
        </span>
      )}
    </span>
  );
}
