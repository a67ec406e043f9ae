import { Star } from 'lucide-react';

const STARS = [0, 1, 2, 3, 4] as const;

/** How much of star `index` to fill for a rating, to the nearest half star. */
export function starFill(rating: number, index: number): 0 | 0.5 | 1 {
  const rest = Math.round(rating * 2) / 2 - index;
  if (rest >= 1) return 1;
  return rest >= 0.5 ? 0.5 : 0;
}

/** Five stars with half stars; one accessible label instead of five icons. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {STARS.map((index) => {
        const fill = starFill(rating, index);
        return (
          <span key={index} aria-hidden className="relative inline-block h-5 w-5">
            <Star className="absolute inset-0 h-5 w-5 text-amber-600" />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="h-5 w-5 max-w-none fill-amber-500 text-amber-600" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
