import { Star } from 'lucide-react';
import { RATING_MAX } from '../../../shared/constants.js';
import { cn } from '../../lib/cn.js';

export function AdminTestimonialStars({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${rating} out of ${RATING_MAX} stars`}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-accent text-accent' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}
